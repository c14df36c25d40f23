/**
 * The engine's door for the drawing editors (src/client/map-editor), beside the pages' door
 * (places-map.tsx with place.ts): the editors draw their own editable layers over the engine's view, so
 * they take the view itself, its zoom rules, the basemap and the guides drawn under a shape. Everything
 * else in src/client/map is the engine's own; biome.json refuses an import of it from outside.
 */
export { boundaryLayers } from './layers/boundary-layers.ts';
export { type GuideStyle, guideLayers } from './layers/guide-layers.ts';
export { basemapOf } from './view/basemap-style.ts';
export { MapView, type MapViewHandle } from './view/map-view.tsx';
export { FEATURE_FIT, settingsView, toViewZoom, toWebMapZoom } from './view/map-zoom.ts';
