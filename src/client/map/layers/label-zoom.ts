/**
 * Web-map zoom (256 px tiles) from which places' names are drawn: a street's view, where they can be read.
 * Alone in its file: the map's page needs only this number until a view comes that close, and loads the
 * names' placement and layer then (label-layer.ts).
 */
export const LABEL_MIN_WEB_MAP_ZOOM = 16;
