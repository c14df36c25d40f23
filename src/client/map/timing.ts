/**
 * Every timing budget of the map engine, in one place, each with what set it. All were measured on this
 * project's machines: two cores, headless Chromium, software WebGL (SwiftShader), which is also what a
 * cheap phone without a usable GPU gets. Change one only with a measurement (npm run bench:map).
 */

/**
 * A moving view counts as resting once no gesture came for this long, and a large village is drawn again
 * (moving-snapshot.ts). Wheel steps and drag events come closer together than this; longer, and a resting
 * view stays a moved picture visibly long (decision 0010).
 */
export const SETTLE_MS = 300;

/**
 * Frames between the features' picture coming back after a movement and the basemap being drawn again:
 * on software compositing a changed canvas costs most of a frame, so the two canvases' redraws go in
 * frames of their own (decision 0015: longest frame 33 ms in three of four scripted runs, against 50 ms
 * in three of four when they shared one).
 */
export const BASEMAP_BACK_FRAMES = 2;

/**
 * The longest wait for an idle moment before the picking pipelines are warmed (a pick at a corner, 50 to
 * 70 ms on software WebGL), so it is not the frame of the resident's first hover (decision 0015).
 */
export const IDLE_WAIT_MS = 1000;

/**
 * A press held this long between down and up is still a click: deck.gl's recogniser drops taps over
 * 250 ms by when it handles them, and a busy main thread (a slow phone compiling shaders) lost editors'
 * vertices that way.
 */
export const SLOW_TAP_MS = 1500;

/**
 * Drawing time a repaint's batch aims at, leaving the rest of a frame to the page and to presenting the
 * canvas (20 to 30 ms alone on software compositing). 25 ms gave 50 ms frames in each of three scripted
 * runs at 100 000 places, 15 ms none over 33 ms (decision 0015).
 */
export const BATCH_MS = 15;

/** The first batch budget of a repaint, in paint-cost units: about 30 ms of drawing here (decision 0011). */
export const FIRST_BUDGET = 30_000;

/** Batches never shrink below this, so a slow frame cannot make a repaint take hundreds of frames. */
export const MIN_BUDGET = 5_000;

/**
 * The batch of the page's first paint, which is not measured: about a quarter of a second of drawing.
 * Starting at full size rather than doubling up from an eighth drew 10 000 places 1366 ms after
 * navigation against 1492 ms, alternating loads (decision 0014).
 */
export const FIRST_PAINT_BUDGET = 8 * FIRST_BUDGET;

/**
 * Work sliced between frames (a new detail level) runs this long per task: a third of a frame at 60 Hz,
 * leaving the frame its own work; at 100 000 places it took the frame after a zoom from 120 to 370 ms
 * down to about 100 (decision 0015).
 */
export const SLICE_MS = 6;
