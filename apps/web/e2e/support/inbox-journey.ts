import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { Album, goByAccountMenu } from './journeys';
import { expectNoSidewaysScroll } from './layout';
import { mailFromLog } from './mail-log';

/*
 * The Inbox (docs/decisions/0036-inbox.md): a visitor writes from the home page's contact form; the owner
 * finds the message unread in the Inbox by a search, opens it (read), answers it (handled, the answer
 * mailed with the message quoted), and sets it back to waiting. The same steps at 1440 px (inbox.spec.ts)
 * and on a 375 px phone (inbox.mobile.spec.ts); each finds its own message by a word of its own, as the
 * browser tests share their shop.
 */
export function testInboxJourney(device: string) {
  test(`a visitor writes; the owner finds the message unread, answers it, and the answer is mailed with the message quoted (${device})`, async ({
    page,
    adminPage,
  }, testInfo) => {
    const owner = new Album(adminPage, testInfo);
    const tag = `${device}${Date.now().toString(36)}`;
    const name = `Ines Ink ${tag}`;
    const email = `ines.${tag}@example.com`;
    const words = `Do you ship Silver Needle to Lisbon? Ref ${tag}`;
    const answer = `Yes, Lisbon is in our Europe zone.\n\nIt arrives in four to six days.`;

    await test.step('a visitor sends a message from the contact form', async () => {
      await page.goto('/');
      const contact = page.getByRole('region', { name: 'Contact us' });
      await contact.scrollIntoViewIfNeeded();
      await contact.getByLabel('Name').fill(name);
      await contact.getByLabel('Email').fill(email);
      await contact.getByLabel('Message').fill(words);
      await contact.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Email sent successfully' })).toBeVisible();
    });

    const list = adminPage.getByRole('list', { name: 'Messages' });
    const row = list.getByRole('listitem').filter({ hasText: email });
    const opener = row.getByRole('button', { name: `Open message from ${name}` });

    await test.step('the owner finds it unread in the Inbox, by a search', async () => {
      await adminPage.goto('/');
      await goByAccountMenu(adminPage, 'Inbox');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      await expect(adminPage.getByText(/^\d+ unread$/)).toBeVisible();
      await adminPage.getByLabel('Search messages').fill(tag.toUpperCase());
      await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(adminPage).toHaveURL(`/inbox?q=${tag.toUpperCase()}`);
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(row).toContainText('Unread');
      await expect(row.getByText(name, { exact: true })).toHaveCSS('font-weight', '600');
      await expectNoSidewaysScroll(adminPage, adminPage.viewportSize()!.width);
      await owner.snap('inbox-unread');
    });

    await test.step('opening it marks it read', async () => {
      await opener.click();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await expect(row).not.toContainText('Unread');
      await expect(row.getByText(name, { exact: true })).not.toHaveCSS('font-weight', '600');
      await expect(row.getByText(words).last()).toBeVisible();
    });

    await test.step('an empty answer is refused; an answer is sent, kept and mailed with the message quoted', async () => {
      const reply = row.getByLabel('Your reply');
      await row.getByRole('button', { name: 'Send reply' }).click();
      await expect(row.getByText('Write your reply before sending it')).toBeVisible();
      await expect(reply).toHaveAttribute('aria-invalid', 'true');

      await reply.fill(answer);
      await row.getByRole('button', { name: 'Send reply' }).click();
      await expect(adminPage.getByRole('status').filter({ hasText: `Reply sent to ${email}` })).toBeVisible();
      await expect(reply).toHaveValue('');
      await expect(reply).toBeFocused();
      await expect(row.getByRole('list', { name: 'Answers' })).toContainText('Yes, Lisbon is in our Europe zone.');
      await expect(row.getByText('Handled', { exact: true })).toBeVisible();
      await expect(row.getByText('Answered', { exact: true })).toBeVisible();

      const mail = await mailFromLog(email, /^Re: your message to TeaTree$/);
      expect(mail).toContain(`Dear ${name},`);
      expect(mail).toContain('It arrives in four to six days.');
      expect(mail).toMatch(/you wrote:\n> Do you ship Silver Needle to Lisbon\?/);
      await expectAccessible(adminPage);
      await owner.snap('inbox-answered');
    });

    await test.step('set back to waiting, the button keeps the focus', async () => {
      await row.getByRole('button', { name: 'Mark as waiting' }).click();
      await expect(adminPage.getByRole('status').filter({ hasText: 'Marked as waiting' })).toBeVisible();
      const handled = row.getByRole('button', { name: 'Mark handled' });
      await expect(handled).toBeFocused();
      await expect(row.getByText('Handled', { exact: true })).toHaveCount(0);
    });
  });
}
