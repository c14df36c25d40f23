// The peer the users come from, drawing the same public answer as PetaDesa: `?mode=dom` draws points as
// DOM markers (a divIcon per point, the way uMap does) with lines and areas in SVG, Leaflet's defaults;
// `?mode=canvas` draws everything with Leaflet's canvas renderer and circle markers. Served by the map
// benchmark on the PetaDesa origin (so the data comes from the same server); not part of the app.
/* global L */
const mode = new URLSearchParams(location.search).get('mode') === 'canvas' ? 'canvas' : 'dom';
const map = L.map('map', { preferCanvas: mode === 'canvas', zoomControl: true });
const markerIcon = L.divIcon({ className: 'bench-marker', iconSize: [14, 14] });

async function draw() {
  const response = await fetch('/api/public/categories', { headers: { Accept: 'application/json' } });
  const categories = (await response.json()).data;
  const features = [];
  for (const category of categories)
    for (const place of category.maps)
      if (place.geometry)
        features.push({
          type: 'Feature',
          properties: { color: category.color, name: place.name },
          geometry: place.geometry,
        });
  const layer = L.geoJSON(
    { type: 'FeatureCollection', features },
    {
      pointToLayer: (feature, latlng) =>
        mode === 'canvas'
          ? L.circleMarker(latlng, {
              radius: 7,
              color: '#ffffff',
              weight: 2,
              fillColor: feature.properties.color,
              fillOpacity: 0.95,
            })
          : L.marker(latlng, { icon: markerIcon }),
      style: (feature) => ({ color: feature.properties.color, weight: 2, fillOpacity: 0.22 }),
    },
  );
  map.fitBounds(layer.getBounds(), { padding: [20, 20] });
  layer.addTo(map);
  // The frame after the one that follows the adds has painted everything the adds scheduled.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      window.__leafletDrawn = { count: features.length, at: performance.now() };
    }),
  );
}

draw().catch((error) => {
  window.__leafletDrawn = { count: -1, at: performance.now(), error: String(error) };
});
