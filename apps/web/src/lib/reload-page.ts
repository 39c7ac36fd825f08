/** A full reload ("Retry" reloads the page); its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
