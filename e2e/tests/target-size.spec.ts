import { expect, test, type Page } from '../support/test.ts';
import { DASHBOARD_PANELS, paths } from '@sika/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { portalDist } from '../playwright.config.ts';
import { DEMO, logInToDashboard } from '../support/helpers.ts';
import { apiCallInPage } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

// docs/product.md, Touch targets: every control is at least 44x44 CSS px, or alone in a 44 px circle
// centred on it (WCAG 2.2's target-spacing rule, with 44 px instead of its 24).
const MIN_TARGET_PX = 44;

type Ids = { product: string; vendor: string; order: string };

/**
 * What each route builder of `paths` is given: the demo vendor's own records where the route shows
 * one, and tokens that were never issued (the page's refusal is a screen too). A builder added later
 * is visited with a made-up id, so a new route is measured without editing this file.
 */
const builderArguments = (ids: Ids): Record<string, readonly string[]> => ({
  signupTwo: [ids.vendor],
  signupThree: [ids.vendor],
  resetPassword: ['a-token-never-issued'],
  confirmEmail: ['a-token-never-issued'],
  dashboardPanel: DASHBOARD_PANELS,
  editProduct: [ids.product],
  editVendor: [ids.vendor],
  orderDetails: [ids.order],
});

/** Every path of the route table (written once, in `paths`), and a page no route has. */
function everyRoute(ids: Ids): string[] {
  const routes = Object.entries(paths).flatMap(([key, route]) =>
    typeof route === 'string'
      ? [route]
      : (builderArguments(ids)[key] ?? ['an-unknown-id']).map((argument) =>
          (route as (id: string) => string)(argument),
        ),
  );
  return [...routes, '/no-such-page'];
}

/**
 * The build's list of lazy routes (dist/preload.json, written from the portal's route table, keyed by
 * each route's first segment): every one of them must be among the pages visited here.
 */
function builtRouteSegments(): string[] {
  return Object.keys(JSON.parse(readFileSync(path.join(portalDist, 'preload.json'), 'utf8')) as object);
}

type Finding = string;

/**
 * Measures every target on the page as it is now (what is in front: a target under an open dialog or
 * menu cannot be pressed, so it is not measured) and returns one line per target that is too small
 * and too close to another.
 */
async function undersizedTargets(page: Page, where: string): Promise<Finding[]> {
  // Where things come to rest: a toast slides in, a dialog drops in (long or endless animations, such
  // as a toast's 5 s progress bar or a spinner, are not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState !== 'running' || timing?.iterations === Infinity || Number(timing?.duration) > 2000;
    }),
  );
  // The whole page in the viewport, so what is in front can be asked of every target's point.
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  try {
    const findings = await page.evaluate((min) => {
      const SELECTOR = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="tab"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[role="combobox"]',
        '[tabindex]:not([tabindex="-1"])',
        '[contenteditable="true"]',
      ].join(', ');
      const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
      const nameOf = (element: Element) => {
        const labelledBy = text(
          (element.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent)
            .join(' '),
        );
        const labels = (element as HTMLInputElement).labels;
        const name =
          text(element.getAttribute('aria-label')) ||
          labelledBy ||
          text(labels?.[0]?.textContent) ||
          text(element.textContent) ||
          text(element.getAttribute('title')) ||
          text(element.getAttribute('placeholder')) ||
          text(element.querySelector('img')?.getAttribute('alt'));
        return `${element.tagName.toLowerCase()} '${name}'`;
      };
      const inFront = (element: Element, rect: DOMRect) => {
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        if (!hit) return false;
        return hit === element || element.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === element);
      };
      const targets = [...document.querySelectorAll(SELECTOR)]
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        // 1 px and less: visually hidden (a file input behind its drop zone), nothing to press.
        .filter(({ element, rect }) => rect.width > 1 && rect.height > 1 && inFront(element, rect));
      const small = (rect: DOMRect) => rect.width < min || rect.height < min;
      const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
      const radius = min / 2;
      /** Whether the circle of `min` px centred on `rect` reaches into `other`. */
      const circleReaches = (rect: DOMRect, other: DOMRect) => {
        const { x, y } = centre(rect);
        const dx = x - Math.max(other.left, Math.min(x, other.right));
        const dy = y - Math.max(other.top, Math.min(y, other.bottom));
        return Math.hypot(dx, dy) < radius;
      };
      const found: string[] = [];
      for (const target of targets) {
        if (!small(target.rect)) continue;
        const crowding = targets.find((other) => {
          if (other === target || other.element.contains(target.element) || target.element.contains(other.element))
            return false;
          if (circleReaches(target.rect, other.rect)) return true;
          if (!small(other.rect)) return false;
          const [a, b] = [centre(target.rect), centre(other.rect)];
          return Math.hypot(a.x - b.x, a.y - b.y) < min; // the two circles overlap
        });
        if (crowding) {
          const { width, height } = target.rect;
          found.push(
            `${nameOf(target.element)} is ${Math.round(width)}x${Math.round(height)} px and within ${min} px of ${nameOf(crowding.element)}`,
          );
        }
      }
      return found;
    }, MIN_TARGET_PX);
    return findings.map((finding) => `${where}: ${finding}`);
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** Goes to `url` and waits until the screen's code and first data are in and it has settled. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** The demo vendor's ids (a product, an order, the vendor), read with the page's own session. */
const demoIds = async (page: Page): Promise<Ids> => {
  const [products, orders] = await Promise.all([
    apiCallInPage(page, 'getAllProducts'),
    apiCallInPage(page, 'getVendorOrders'),
  ]);
  const vendor = await page.evaluate(() => localStorage.getItem('vid')!);
  return { product: products.body[0]!._id, order: orders.body[0]!._id, vendor };
};

test('the measure names a small target crowded by another, and passes one with room around it', async ({ page }) => {
  await page.setContent(`
    <button style="position:absolute;left:10px;top:10px;width:20px;height:20px;padding:0">a</button>
    <button style="position:absolute;left:40px;top:10px;width:20px;height:20px;padding:0">b</button>
    <a href="#" style="position:absolute;left:10px;top:200px;font-size:12px">alone</a>
    <button style="position:absolute;left:10px;top:300px;width:44px;height:44px">big</button>
    <a href="#" style="position:absolute;left:58px;top:315px;font-size:12px">x</a>
    <button style="position:absolute;left:10px;top:400px;width:20px;height:20px">under</button>
    <button style="position:absolute;left:40px;top:400px;width:20px;height:20px">covered</button>
    <div style="position:absolute;left:0;top:390px;width:100px;height:40px;background:#000"></div>
  `);
  const findings = await undersizedTargets(page, 'sample');
  expect(findings).toEqual([
    "sample: button 'a' is 20x20 px and within 44 px of button 'b'",
    "sample: button 'b' is 20x20 px and within 44 px of button 'a'",
    expect.stringMatching(/^sample: a 'x' is \d+x\d+ px and within 44 px of button 'big'$/),
  ]);
});

onPhoneAndDesktop((viewport) => {
  test('every target on every route, menu, dialog and toast is 44x44 px or has room around it', async ({ page }) => {
    // Every route and panel, each measured: the time grows with the product (Team and /join added).
    test.setTimeout(240_000);
    const findings: Finding[] = [];
    const measure = async (where: string) => findings.push(...(await undersizedTargets(page, where)));

    // A toast (the forgot-password confirmation) over its page, logged out.
    await visit(page, paths.forgotPassword);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('.Toastify__toast, [data-plain-toasts] [role]').first()).toBeVisible();
    await measure(`${paths.forgotPassword} with a toast`);

    await logInToDashboard(page, DEMO.email, DEMO.password);
    const ids = await demoIds(page);
    const routes = everyRoute(ids);
    const visitedSegments = new Set(routes.map((route) => new URL(route, 'http://x').pathname.split('/')[1]));
    expect(
      builtRouteSegments().filter((segment) => !visitedSegments.has(segment)),
      'routes of the route table this test does not visit',
    ).toEqual([]);

    // Logged in: every route (the public ones may send a vendor on; what shows is measured).
    for (const route of routes) {
      await visit(page, route);
      await measure(`${route} (logged in)`);
    }

    // The menu, open: the hamburger's on a phone; on a desktop the left menu is the one menu, always
    // open (measured with every route above).
    await visit(page, paths.dashboard);
    if (viewport.width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Dashboard', exact: true })).toBeVisible();
    }
    await measure(`${paths.dashboard} with the menu open`);

    // The delete dialogs, open.
    await visit(page, paths.editProduct(ids.product));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await measure(`${paths.editProduct(ids.product)} with the delete dialog open`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await visit(page, paths.dashboardPanel('profile'));
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await measure(`${paths.dashboardPanel('profile')} with the delete-account dialog open`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Logged out: every route again (the vendor-only ones show the login).
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    for (const route of routes) {
      await visit(page, route);
      await measure(`${route} (logged out)`);
    }

    expect(findings, findings.join('\n')).toEqual([]);
  });
});
