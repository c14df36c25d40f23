#!/usr/bin/python3
"""QGIS against PetaDesa's OGC API Features: a manual check, not part of CI (QGIS is too large to install there).

Opens every collection of a running server with QGIS's own OAPIF provider (the one behind "Add WFS / OGC API
Features layer"), headless, and compares what QGIS reads with the server's GeoJSON: feature counts, geometry
type and vertices (1e-6 degrees), and the attributes of every feature; then reads `all` again in small pages
(the `next` links) and through a bbox filter.

    apt-get install qgis python3-qgis           # Debian 12: QGIS 3.22
    PORT=3310 npm start                         # any running server with data
    QT_QPA_PLATFORM=offscreen /usr/bin/python3 scripts/qgis-check.py http://127.0.0.1:3310/ogc

Debian's python3 is needed (the qgis module is installed for it). Exit status 0 when QGIS reads everything
as the server sent it; 1 otherwise. A collection mixing geometry kinds is reported, not failed: QGIS 3.22
types such a layer after its first page of features (see docs/decisions/0008-data-in-and-out.md).
"""

import json
import os
import sys
import urllib.request

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from qgis.core import (  # noqa: E402  (the platform must be chosen before Qt loads)
    Qgis,
    QgsApplication,
    QgsFeatureRequest,
    QgsRectangle,
    QgsVectorLayer,
    QgsWkbTypes,
)

ATTRIBUTES = ["name", "slug", "description", "address", "category"]
TOLERANCE = 1e-6


def get_json(url):
    request = urllib.request.Request(url, headers={"Accept": "application/geo+json, application/json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.load(response)


def server_features(base, collection, query=""):
    """Every feature of a collection as the server sends it, following the next links."""
    url = f"{base}/collections/{collection}/items?limit=1000{query}"
    features = []
    while url:
        page = get_json(url)
        features += page["features"]
        url = next((link["href"] for link in page["links"] if link["rel"] == "next"), None)
    return features


def flat_positions(coordinates):
    if coordinates and isinstance(coordinates[0], (int, float)):
        return [tuple(coordinates[:2])]
    return [position for part in coordinates for position in flat_positions(part)]


def open_layer(base, collection, extra=""):
    uri = f"url='{base}' typename='{collection}'{extra}"
    return QgsVectorLayer(uri, collection, "OAPIF")


def type_name(geometry):
    return "null" if geometry.isNull() else QgsWkbTypes.displayString(geometry.wkbType())


def compare(label, expected, layer, problems):
    """QGIS's features against the server's, matched by slug (QGIS numbers features its own way)."""
    read = {feature["slug"]: feature for feature in layer.getFeatures()}
    if len(read) != len(expected):
        problems.append(f"{label}: QGIS read {len(read)} features, the server has {len(expected)}")
    for feature in expected:
        slug = feature["properties"]["slug"]
        got = read.get(slug)
        if got is None:
            problems.append(f"{label}: {slug} missing in QGIS")
            continue
        for name in ATTRIBUTES:
            want = feature["properties"][name]
            have = got[name]
            if (want or None) != (have or None):
                problems.append(f"{label}: {slug}.{name} is {have!r} in QGIS, {want!r} on the server")
        geometry = got.geometry()
        if type_name(geometry) != feature["geometry"]["type"]:
            problems.append(f"{label}: {slug} is a {type_name(geometry)} in QGIS, a {feature['geometry']['type']} on the server")
            continue
        want_positions = flat_positions(feature["geometry"]["coordinates"])
        have_positions = [(vertex.x(), vertex.y()) for vertex in geometry.vertices()]
        if len(want_positions) != len(have_positions) or any(
            abs(a[0] - b[0]) > TOLERANCE or abs(a[1] - b[1]) > TOLERANCE
            for a, b in zip(want_positions, have_positions)
        ):
            problems.append(f"{label}: {slug} has other vertices in QGIS")
    return read


def main(base):
    base = base.rstrip("/")
    app = QgsApplication([], False)
    app.initQgis()
    print(f"QGIS {Qgis.QGIS_VERSION}, OAPIF provider, {base}")
    problems = []
    notes = []
    collections = get_json(f"{base}/collections")["collections"]
    print(f"{'collection':<28} {'server':>6} {'QGIS':>6}  layer type       geometry kinds read")
    for collection in collections:
        cid = collection["id"]
        label = f"{cid} ({collection['title']})"
        expected = server_features(base, cid)
        layer = open_layer(base, cid)
        if not layer.isValid():
            problems.append(f"{label}: QGIS cannot open it: {layer.error().summary()}")
            continue
        fields = [field.name() for field in layer.fields()]
        if fields != ATTRIBUTES:
            problems.append(f"{label}: QGIS sees the fields {fields}, expected {ATTRIBUTES}")
        read = compare(label, expected, layer, problems)
        kinds = {}
        for feature in read.values():
            kind = type_name(feature.geometry())
            kinds[kind] = kinds.get(kind, 0) + 1
        layer_type = QgsWkbTypes.displayString(layer.wkbType())
        if len({QgsWkbTypes.geometryType(QgsWkbTypes.parseType(kind)) for kind in kinds}) > 1:
            notes.append(f"{label}: mixes {', '.join(sorted(kinds))}; QGIS types the layer {layer_type}")
        if layer.featureCount() != len(expected):
            problems.append(f"{label}: QGIS counts {layer.featureCount()}, the server has {len(expected)}")
        summary = ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items()))
        print(f"{label[:28]:<28} {len(expected):>6} {len(read):>6}  {layer_type:<16} {summary}")

    # Small pages make QGIS follow the next links; a bbox filter is sent to the server as `bbox`.
    everything = server_features(base, "all")
    paged = open_layer(base, "all", " pageSize='7' pagingEnabled='true'")
    paged_count = sum(1 for _ in paged.getFeatures())
    print(f"all in pages of 7: QGIS read {paged_count} of {len(everything)}")
    if paged_count != len(everything):
        problems.append(f"all in pages of 7: QGIS read {paged_count} of {len(everything)}")
    extent = collections[0].get("extent", {}).get("spatial", {}).get("bbox", [None])[0]
    if extent:
        west, south, east, north = extent
        half = [west, south, (west + east) / 2, (south + north) / 2]
        in_box = server_features(base, "all", "&bbox=" + ",".join(str(v) for v in half))
        box_layer = open_layer(base, "all")
        request = QgsFeatureRequest().setFilterRect(QgsRectangle(*half))
        box_count = sum(1 for _ in box_layer.getFeatures(request))
        print(f"all within {half}: QGIS read {box_count}, the server matches {len(in_box)}")
        if box_count != len(in_box):
            problems.append(f"bbox: QGIS read {box_count}, the server matches {len(in_box)}")

    for note in notes:
        print(f"note: {note}")
    for problem in problems:
        print(f"PROBLEM: {problem}")
    print("QGIS reads every collection as served." if not problems else f"{len(problems)} problems.")
    return 0 if not problems else 1


if __name__ == "__main__":
    status = main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:3000/ogc")
    sys.stdout.flush()
    # QGIS 3.22 crashes in exitQgis() while provider objects are still alive; the result is already out.
    os._exit(status)
