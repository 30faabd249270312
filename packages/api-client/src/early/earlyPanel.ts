import { formatListPrice, formatMoney } from '@sika/domain';
import type { Product } from '../generated/sikaApi.ts';
import { EARLY_PANEL } from './earlyPanelSlot.ts';

/**
 * The early panel: on slow 4G the dashboard's product list arrives (early/earlyRequests.ts) about a
 * second before the app's 115 kB entry script has downloaded and run. Instead of a spinner until
 * then, the page's inline script draws the vendor's products itself, from a copy of the panel that
 * React rendered at build time (apps/portal/src/entry-server.tsx renders the real All Products
 * panel for TEMPLATE_PRODUCTS into a <template>, with its CSS in the page). The script only copies
 * that markup and puts each product's values where the template's tokens are, so what it draws is
 * what React draws for the same list (the e2e compares the two); main.tsx then gives the app the
 * same list before its first render, so React's cards replace these without a flash or a second
 * request. No formatting is written twice: every text comes from React's render of the tokens.
 */

/** A product value as a token of the template: `@@name@@`. */
const token = (name: string) => `@@${name}@@`;

/**
 * Numbers cannot be tokens in a React prop, so the template is rendered with these (which no real
 * product has together) and `tokenizeTemplate` turns them into tokens afterwards. The price's token
 * stands for its whole display ('GHC 987,654.21'), which the script prints with formatMoney's own
 * source (LIST_PRICE_SOURCE).
 */
const NUMBER_TOKENS = {
  price: 987654.21,
  width: 987652,
  listWidth: 987651,
  height: 987650,
  listHeight: 987649,
  count: 987648,
};

/** Render the panel's count for this many products, tokenized, as `countText` of earlyPanelScript. */
export const TEMPLATE_COUNT = NUMBER_TOKENS.count;

const templateProduct: Product = {
  _id: token('id'),
  title: token('title'),
  description: '',
  price: NUMBER_TOKENS.price,
  deliveryPrice: 0,
  category: token('category') as Product['category'],
  brand: '',
  quantity: 0,
  vendorEmail: '',
  vendor: '',
  images: [],
};
/**
 * The products the template is rendered for: one with a picture, one without, in that order (the
 * script copies the card that fits each product). Their ids differ only so React's keys do.
 */
export const TEMPLATE_PRODUCTS: Product[] = [
  {
    ...templateProduct,
    images: [
      {
        url: token('url'),
        width: NUMBER_TOKENS.width,
        height: NUMBER_TOKENS.height,
        listUrl: token('listUrl'),
        listWidth: NUMBER_TOKENS.listWidth,
        listHeight: NUMBER_TOKENS.listHeight,
      },
    ],
  },
  { ...templateProduct, _id: `${token('id')}-` },
];

const COUNT_TOKEN = token('count');

/** The template's HTML (or the count's text) with its numeric stand-ins as tokens. */
export function tokenizeTemplate(html: string): string {
  let tokenized = html
    .replaceAll(`${token('id')}-`, token('id'))
    .replaceAll(formatListPrice(NUMBER_TOKENS.price), token('price'));
  for (const [name, value] of Object.entries(NUMBER_TOKENS))
    tokenized = tokenized.replaceAll(String(value), token(name));
  return tokenized;
}

/**
 * formatListPrice as an expression for the inline script: formatMoney's own source (it refers to
 * nothing outside itself) with the list's label, so the drawn cards read as React's.
 */
export const LIST_PRICE_SOURCE = `(price) => (${formatMoney.toString()})(price, { label: 'GHC' })`;

/** A value as a JavaScript literal that cannot end the inline <script> it is written into. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The part of the page's inline script that draws the panel, given the expression of the products'
 * early response (`{ response }`). `countText` is the panel's count for TEMPLATE_COUNT products,
 * tokenized (the count names the number, which the template's two products cannot). `firstScreen` cards ask for
 * their picture first, as the panel's own do. A list that is empty, unreadable or has a picture
 * without its list variant is left to the app (its empty state, its error, its fallback), and so
 * is a page the app has already drawn. Never throws; resolves once the first screen's pictures are
 * in (or failed), or at once when nothing is drawn.
 */
export function earlyPanelScript(earlyProducts: string, countText: string, firstScreen: number): string {
  return `(() => {
        const asked = ${earlyProducts};
        if (!asked) return;
        const listPrice = ${LIST_PRICE_SOURCE};
        const fill = (root, fields) => {
          const put = (text) => text.replace(/@@(\\w+)@@/g, (whole, name) => (name in fields ? String(fields[name]) : whole));
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
          for (let node = walker.currentNode; node; node = walker.nextNode()) {
            if (node.nodeType === Node.TEXT_NODE) { if (node.data.includes('@@')) node.data = put(node.data); continue; }
            for (const attribute of node.attributes) if (attribute.value.includes('@@')) attribute.value = put(attribute.value);
          }
        };
        const draw = (products) => {
          const slot = document.querySelector(${literal(`[${EARLY_PANEL.slotAttribute}]`)});
          const template = document.getElementById(${literal(EARLY_PANEL.templateId)});
          if (!slot || !template) return;
          const panel = template.content.cloneNode(true);
          const [pictured, plain] = panel.querySelectorAll('ul > li');
          const list = pictured.parentElement;
          list.replaceChildren(...products.map((product, index) => {
            const image = product.images[0];
            const card = (image ? pictured : plain).cloneNode(true);
            fill(card, { ...image, id: product._id, title: product.title, category: product.category, price: listPrice(product.price) });
            const img = card.querySelector('img');
            if (img && index >= ${firstScreen}) img.setAttribute('fetchpriority', 'auto');
            return card;
          }));
          panel.querySelector('[role=status]').textContent = ${literal(countText)}.replace(${literal(COUNT_TOKEN)}, products.length);
          // Drawn, not yet working: the search and filters wait for the app (which replaces them).
          panel.querySelector('[role=search]').inert = true;
          slot.replaceChildren(panel);
          // Settles once the first screen's pictures are in (or failed): the page's largest paint.
          // A hidden tab paints nothing (and may load no lazy picture): nothing to wait for there.
          if (document.visibilityState === 'hidden') return;
          const firstPictures = [...list.querySelectorAll('img')].slice(0, ${firstScreen});
          return Promise.all(firstPictures.map((img) => img.complete || new Promise((settle) => {
            img.addEventListener('load', settle, { once: true });
            img.addEventListener('error', settle, { once: true });
          })));
        };
        window.${EARLY_PANEL.global} = asked.response
          .then((response) => (response.ok ? response.clone().json() : undefined))
          .then((products) => {
            const drawable = Array.isArray(products) && products.length > 0 && products.every(
              (product) => product.images.length === 0 || (product.images[0].listUrl && product.images[0].listWidth && product.images[0].width),
            );
            if (!drawable) return;
            asked.data = products;
            if (document.readyState === 'loading') {
              return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(draw(products))));
            }
            return draw(products);
          })
          .catch(() => {});
      })();`;
}
