/*
 * The messages between the iframe variant and its parent page (decision 032): the frame
 * posts its height; a parent whose listener started after the frame's first message (the
 * dashboard's preview, once hydrated) may ask for it again. Each side checks origin or
 * source, and the shape, before believing one.
 */
export const HEIGHT_MESSAGE = "fiable:embed:height";
export const MEASURE_MESSAGE = "fiable:embed:measure";
