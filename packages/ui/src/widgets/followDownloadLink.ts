/**
 * Starts a download from a link: an `<a download>` clicked in place, which the browser allows after
 * the await of a one-time link (`client.ticketedDownloadUrl`; a `window.open` there would meet the
 * pop-up blocker). The server names the file (issue 14 item 8).
 */
export function followDownloadLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
