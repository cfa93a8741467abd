/**
 * The element of the screens' routes. Their loaders resolve the screen's chunk (ScreenData); the
 * shell's keep-alive outlet draws it, one kept screen per open tab (D27), so the route itself draws
 * nothing. On a failure the route's error boundary shows in its place.
 */
export function ScreenView() {
  return null;
}
