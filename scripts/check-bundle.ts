// CI's bundle budgets (issue 7): sizes are deterministic, so they are checked, unlike timings.
import path from 'node:path';
import { bytesBeforeFirstPicture, measureRoutes } from './bench/bundle.ts';

const KB = 1024;
const SHELL_MAX = 170 * KB;
const SHELL_OWN_MAX = 100 * KB;
/**
 * Issue 22: at most 250 KB before every place is drawn on a phone's first visit. The first picture needs
 * the HTML and its stylesheets (this budget) plus its own SVG (at most 150 KB, far less compressed).
 */
const FIRST_PICTURE_PAGE_MAX = 60 * KB;
/**
 * Issue 31: the shell and the public page before the live map were 402.7 KB at 4959360; finding, reading and
 * reaching a place (search, labels, legend, the popup's new fields, fresh data) may add 15 KB in all.
 */
const ISSUE_31_LIVE_MAP_PAGE_MAX = 417.7 * KB;
/**
 * Issue 32 (417.9 KB at 69ce514, from 416.1 at issue 31's end): the area or length in the resident's popup
 * (the sphere's measures and their formats) and the header's menu, whose open-and-close is now shared with the
 * back office's menu, 1.8 KB; 0.8 KB of room for the fixes that follow.
 */
const ISSUE_32_LIVE_MAP_PAGE_MAX = ISSUE_31_LIVE_MAP_PAGE_MAX + 1 * KB;
/**
 * Issue 34 (420.5 KB at its end, from 418.1): a large village's map drawn from the tiles (which tiles a view
 * needs and keeps, the light answer, a popup's place read whole, the cluster counts by category), 2.4 KB;
 * the tiles' reader itself is a chunk of its own that a small village never loads.
 */
const ISSUE_34_LIVE_MAP_PAGE_MAX = ISSUE_32_LIVE_MAP_PAGE_MAX + 2.5 * KB;
/**
 * Issue 36 (422.5 KB, from 420.5): the "Laporkan" button to the resident's report form, the reports layer's
 * toggle, markers and card with their styles, 2.0 KB; the form, the tracking page and the review screen are
 * chunks of their own.
 */
const ISSUE_36_LIVE_MAP_PAGE_MAX = ISSUE_34_LIVE_MAP_PAGE_MAX + 2 * KB;
/**
 * Issue 35 (424.6 KB at a6cde60, from 422.5): a village reached under `/desa/{slug}/` (every address the
 * public map makes carries its path; 423.2 KB at fb66637), then the back office's styles the shell's
 * stylesheets carry (the closed village's banner, the shared category's badge, the report beside a place,
 * the info alert), 1.4 KB; 1.1 KB of room for the fixes that follow.
 */
const LIVE_MAP_PAGE_MAX = ISSUE_36_LIVE_MAP_PAGE_MAX + 3.2 * KB;
/**
 * Screens that draw on a map may load the map libraries; no other screen may. The import's preview map is
 * its own lazy chunk: the import page itself stays without them until a preview exists. So is the history's
 * comparison map: a history without shapes (a user's, a role's) never loads it. A resident's report form
 * (its point) and the staff's review screen (the reports on a map) draw on one too (issue 36); the tracking
 * page does not. The regency's public page draws every village on one (issue 35).
 */
const MAY_LOAD_MAPS =
  /^(map|map-editor)\/|features\/home\/|features\/places\/(.*(form|create|edit)|import-preview-map\.tsx$)|features\/settings\/|features\/reports\/(report-page|reports-admin-page)\.tsx$|features\/regency\/regency-public-page\.tsx$|components\/version-compare-map\.tsx$/;

const routes = measureRoutes(path.resolve('dist/client'));
const failures: string[] = [];
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
for (const route of routes) {
  console.log(
    `${route.route.padEnd(60)} ${kb(route.gzipBytes).padStart(10)} gz  (own ${kb(route.ownGzipBytes)})${route.mapLibraries ? '  [map libraries]' : ''}`,
  );
}
const shell = routes.find((route) => route.route === 'shell')!;
if (shell.gzipBytes > SHELL_MAX)
  failures.push(`the page shell is ${kb(shell.gzipBytes)} gzipped (budget ${kb(SHELL_MAX)})`);
if (shell.ownGzipBytes > SHELL_OWN_MAX)
  failures.push(`our code in the shell is ${kb(shell.ownGzipBytes)} (budget ${kb(SHELL_OWN_MAX)})`);
if (shell.mapLibraries) failures.push('the page shell loads map libraries');
const firstPicture = bytesBeforeFirstPicture(path.resolve('dist/client'));
const publicPage = routes.find((route) => route.route === 'features/home/public-map-page.tsx');
console.log(
  `\nbefore the first picture: ${kb(firstPicture)} gz (HTML and stylesheets; budget ${kb(FIRST_PICTURE_PAGE_MAX)})` +
    `; before the live map: ${publicPage ? kb(shell.gzipBytes + publicPage.gzipBytes) : 'n/a'} gz (budget ${kb(LIVE_MAP_PAGE_MAX)})`,
);
if (!publicPage) failures.push('the public page has no chunk of its own');
else if (shell.gzipBytes + publicPage.gzipBytes > LIVE_MAP_PAGE_MAX)
  failures.push(
    `the public page before the live map is ${kb(shell.gzipBytes + publicPage.gzipBytes)} gzipped (budget ${kb(LIVE_MAP_PAGE_MAX)})`,
  );
if (firstPicture > FIRST_PICTURE_PAGE_MAX)
  failures.push(
    `the page before its first picture is ${kb(firstPicture)} gzipped (budget ${kb(FIRST_PICTURE_PAGE_MAX)})`,
  );
for (const route of routes) {
  // A library's own lazy chunks (deck.gl's WebGL device, react-map-gl's MapLibre import) load only from
  // the screens that load the library, so only our routes are judged.
  if (route.route.includes('node_modules/')) continue;
  if (route.mapLibraries && !MAY_LOAD_MAPS.test(route.route))
    failures.push(`${route.route} loads map libraries`);
}
if (failures.length > 0) {
  console.error(`\nBundle budgets missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nBundle budgets met.');
