import { expect, OTHER_USERS, signInWith, test } from './support';

// A dispatcher of dept 103 who starts off post and whom no other journey uses: the journeys share one server.
const DISPATCHER = OTHER_USERS.dispatcher3;

test('a dispatcher goes on post, turns auto-accept on, goes off post and finds auto-accept off (spec 000 §4.2)', async ({
  page,
}) => {
  await page.goto('/user/login');
  await signInWith(page, DISPATCHER);
  const onPost = page.getByRole('switch', { name: '在岗状态' });
  const autoAccept = page.getByRole('switch', { name: '自动接单' });
  // The switches are toggled from the keyboard: the 修改成功 toast shows over the header, and a
  // pointer resting on it keeps it open.
  const toggle = async (control: typeof onPost) => {
    await control.focus();
    await page.keyboard.press('Space');
  };
  await expect(onPost).toBeEnabled();
  await expect(onPost).not.toBeChecked();
  // Off post, there is no auto-accept switch.
  await expect(autoAccept).toHaveCount(0);

  await toggle(onPost);
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(onPost).toBeChecked();
  await expect(autoAccept).not.toBeChecked();
  await toggle(autoAccept);
  await expect(autoAccept).toBeChecked();

  await toggle(onPost);
  await expect(onPost).not.toBeChecked();
  await expect(autoAccept).toHaveCount(0);

  // What the server keeps: after a reload, back on post, auto-accept is off.
  await page.reload();
  await expect(onPost).toBeEnabled();
  await expect(onPost).not.toBeChecked();
  await toggle(onPost);
  await expect(onPost).toBeChecked();
  await expect(autoAccept).toBeVisible();
  await expect(autoAccept).not.toBeChecked();
  // Leave the dispatcher as found: off post.
  await toggle(onPost);
  await expect(onPost).not.toBeChecked();
});
