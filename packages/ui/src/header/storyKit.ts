/**
 * Helpers of the header dialogs' stories (not exported from the package). In the test build every
 * antd dialog gets the same title id, so a dialog over another one is found by its title text.
 */
import { expect, waitFor, within } from 'storybook/test';

/** The open dialog whose title reads `title`, once its opening animation has run. */
export async function dialogTitled(canvasElement: HTMLElement, title: string) {
  const dialog = await waitFor(
    () => {
      const found = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
        (element) => element.querySelector('.ant-modal-title')?.textContent?.trim() === title,
      );
      if (found === undefined) throw new Error(`no dialog titled ${title}`);
      return found;
    },
    { timeout: 5000 },
  );
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}
