/**
 * The app could not start (its code did not download, or failed as it first ran): the boot
 * screen says so, in a new alert (announced, where a changed status may not be), instead of
 * loading for ever. Only before the app has drawn anything: it replaces what is in #root.
 */
export function showBootFailure(error: unknown): void {
  console.error(error);
  const root = document.getElementById('root');
  if (!root) return;
  const alert = document.createElement('p');
  alert.className = 'boot';
  alert.setAttribute('role', 'alert');
  alert.textContent = 'The dashboard could not load. Check your connection and reload the page.';
  root.replaceChildren(alert);
}
