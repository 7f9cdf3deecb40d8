// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { escapeHtml, idpPageCsp } from './idp-pages';
import { authorizeParams, createTestIdp, get } from './idp-test-helpers';
import { idpProviders } from './idp-providers';

async function pickerFor(provider: (typeof idpProviders)[number], overrides: Record<string, string | undefined> = {}) {
  const { idp } = createTestIdp();
  const { params } = authorizeParams(provider, overrides);
  const response = await get(idp, `/idp/${provider}/authorize?${params.toString()}`);
  const html = await response.text();
  return { response, html, params, dom: new DOMParser().parseFromString(html, 'text/html') };
}

/** The accessible name of a button: its text, or aria-label. */
const nameOf = (button: Element): string => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();

describe('the account picker page', () => {
  it.each(idpProviders)('is titled "Sign in to <Provider> (mock)" for %s', async (provider) => {
    const { response, dom } = await pickerFor(provider);
    expect(response.status).toBe(200);
    const name = { google: 'Google', apple: 'Apple', x: 'X', discord: 'Discord' }[provider];
    expect(dom.querySelector('h1')?.textContent).toBe(`Sign in to ${name} (mock)`);
    expect(dom.title).toBe(`Sign in to ${name} (mock)`);
  });

  it('is served with the strict CSP, as HTML, not cached', async () => {
    const { response } = await pickerFor('google');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'self'; form-action *");
    expect(idpPageCsp).toBe(response.headers.get('Content-Security-Policy'));
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('has no script, no inline style and no event-handler attributes (the CSP allows it)', async () => {
    const { html, dom } = await pickerFor('discord');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/javascript:/i);
    const attributes = [...dom.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.name));
    expect(attributes).not.toContain('style');
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it('offers one POST form per account, with a button named after the person, and a Cancel button', async () => {
    const { dom } = await pickerFor('google');
    const buttons = [...dom.querySelectorAll('button')];
    expect(buttons.map(nameOf)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Cancel']);
    for (const button of buttons) {
      expect(nameOf(button)).not.toBe('');
      expect(button.getAttribute('type')).toBe('submit');
      const form = button.closest('form');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe('authorize');
    }
    expect(buttons.map((button) => button.getAttribute('value'))).toEqual(['ada', 'grace', 'alan', '1']);
    const ada = buttons[0];
    expect(dom.getElementById(ada?.getAttribute('aria-describedby') ?? '')?.textContent).toBe('ada@example.com');
  });

  it('carries every request parameter in hidden inputs of every form', async () => {
    const { dom, params } = await pickerFor('x');
    const forms = [...dom.querySelectorAll('form')];
    expect(forms).toHaveLength(4);
    for (const form of forms) {
      const hidden = new URLSearchParams();
      for (const input of form.querySelectorAll('input[type=hidden]')) hidden.append(input.getAttribute('name') ?? '', input.getAttribute('value') ?? '');
      expect(Object.fromEntries(hidden)).toEqual(Object.fromEntries(params));
    }
  });

  it('escapes what the request carries (no markup injection through state)', async () => {
    const { html, dom } = await pickerFor('google', { state: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(dom.querySelector('input[name=state]')?.getAttribute('value')).toBe('"><script>alert(1)</script>');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('passes an axe accessibility check', async () => {
    const { dom } = await pickerFor('apple');
    document.documentElement.lang = dom.documentElement.lang;
    document.title = dom.title;
    document.body.innerHTML = dom.body.innerHTML;
    const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['button-name', 'page-has-heading-one', 'html-has-lang']));
    expect(document.documentElement.lang).toBe('en');
  });

  it('links its stylesheet, served as CSS from /idp/assets/picker.css', async () => {
    const { idp } = createTestIdp();
    const { dom } = await pickerFor('google');
    const href = dom.querySelector('link[rel=stylesheet]')?.getAttribute('href') ?? '';
    expect(new URL(href, 'http://127.0.0.1:8787/idp/google/authorize').pathname).toBe('/idp/assets/picker.css');
    const css = await get(idp, '/idp/assets/picker.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('button');
  });
});

describe('the error page', () => {
  it('explains the problem under the same CSP, without a form or a link back', async () => {
    const { response, html, dom } = await pickerFor('google', { client_id: 'someone-else' });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Security-Policy')).toBe(idpPageCsp);
    expect(dom.querySelector('h1')?.textContent).toBe('Google sign-in error (mock)');
    expect(dom.querySelector('[role=alert]')?.textContent).toMatch(/^client_id: /);
    expect(dom.querySelector('form, a')).toBeNull();
    expect(html).not.toMatch(/<script|style=/i);
  });
});
