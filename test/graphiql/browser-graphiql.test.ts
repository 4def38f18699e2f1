// The first hour in a browser: Debian's Chromium, driven by playwright-core, opens GraphiQL on the
// production bundle started as `npm start` starts it (demo mode: no FORGE_URL, the embedded sandbox),
// runs a query tab, runs a subscription tab in one window and a mutation tab in another, and sees
// the event arrive, with no error in the browser's console.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle } from '../helpers/bundle.js';
import { bannerOf, type Launched, launch } from '../helpers/process.js';
import { SHIPPED } from '../helpers/shipped.js';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let gateway: Launched;
let url: string;
let profile: string;
let browser: BrowserContext;
/** what any page logged as an error (console.error, an uncaught exception, a failed request) */
const consoleErrors: string[] = [];

beforeAll(async () => {
  await ensureBundle();
  gateway = launch(SHIPPED, { NODE_ENV: 'production', FORGE_URL: '', PORT: '0', HOST: '127.0.0.1' });
  url = await bannerOf(gateway);
  profile = mkdtempSync(join(tmpdir(), 'graphiql-chromium-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  gateway?.child.kill('SIGTERM');
  await gateway?.exited;
});

async function openGraphiQL(): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('requestfailed', (request) => {
    // A stream the page closes itself (a subscription stopped) is no failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') consoleErrors.push(`${request.url()} failed`);
  });
  await page.goto(url);
  await page.locator('.graphiql-execute-button').waitFor();
  return page;
}

/** Selects the tab named after the operation and runs it. */
async function run(page: Page, operation: string): Promise<void> {
  await page.locator('.graphiql-tab-button', { hasText: new RegExp(`^${operation}$`) }).click();
  await expect.poll(() => activeTabTitle(page)).toBe(operation);
  // GraphiQL takes the operation name of a tab from its editor a moment after the tab opens; a
  // click before that sends the previous tab's name, which the new document does not hold.
  await expect
    .poll(() => queryText(page))
    .toMatch(new RegExp(`(query|mutation|subscription) ${operation}\\b`));
  await page.waitForTimeout(300);
  await page.locator('.graphiql-execute-button').click();
}

/** The text of the CodeMirror editor inside the element `selector` finds. */
const editorText = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const editor = (
      element.querySelector('.CodeMirror') as (Element & { CodeMirror?: { getValue(): string } }) | null
    )?.CodeMirror;
    return editor?.getValue() ?? '';
  });

/** The text of the active tab's query editor. */
const queryText = (page: Page) => editorText(page, '.graphiql-query-editor');

const activeTabTitle = (page: Page) => page.locator('.graphiql-tab-active .graphiql-tab-button').innerText();

/** The text of the response pane. */
const response = (page: Page) => editorText(page, '.result-window');

describe('GraphiQL in Chromium, on the production bundle in demo mode', () => {
  it('runs the opening query tab and shows alice’s repository', async () => {
    const page = await openGraphiQL();
    expect(await activeTabTitle(page)).toBe('GettingStarted');
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => response(page), { timeout: 10_000 }).toContain('"fullName": "alice/hello"');
    const answer = JSON.parse(await response(page));
    expect(answer.errors).toBeUndefined();
    expect(answer.data.repository.owner).toEqual({ login: 'alice' });
    await page.close();
  });

  it('receives in a subscription tab the event a mutation tab in another window causes', async () => {
    const subscriber = await openGraphiQL();
    await run(subscriber, 'RepositoryEvents');
    // The execute button turns into a stop button while the subscription runs.
    await expect
      .poll(() => subscriber.locator('.graphiql-execute-button').getAttribute('aria-label'))
      .toMatch(/stop/i);
    const writer = await openGraphiQL();
    await run(writer, 'AddComment');
    await expect.poll(() => response(writer), { timeout: 10_000 }).toContain('"AddCommentPayload"');
    await expect.poll(() => response(subscriber), { timeout: 10_000 }).toContain('IssueCommentChangedEvent');
    const event = JSON.parse(await response(subscriber));
    expect(event.data.repositoryEvents).toMatchObject({
      __typename: 'IssueCommentChangedEvent',
      kind: 'ISSUE_COMMENT',
      action: 'created',
      sender: { login: 'alice' },
    });
    await writer.close();
    await subscriber.close();
  });

  it('logged no error in the browser’s console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
