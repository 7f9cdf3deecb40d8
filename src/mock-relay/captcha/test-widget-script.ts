/**
 * The mock relay's test widget (`GET /__mock/captcha/api.js`): a script with Turnstile's interface
 * (`window.turnstile.render(element, {sitekey, callback, 'expired-callback', 'error-callback',
 * theme})`, `reset(id)`, `remove(id)`, `getResponse(id)`), so a kit pointed at it
 * (`turnstileCaptcha({ scriptUrl: '<relay>/__mock/captcha/api.js' })`) runs its real captcha path in
 * an app's own e2e tests. It renders one labelled checkbox-like button (a real `<button
 * role="checkbox">`, reachable by keyboard); checking it asks the relay for a token
 * (`POST /__mock/captcha/token`), which the relay then accepts once. An expiring token is renewed by
 * itself, as Turnstile's `refresh-expired: 'auto'` does. Styles are set through the CSSOM (no
 * `style` attributes, no `<style>` element): a strict `style-src` allows that.
 */

/** The script, talking to the relay at `baseUrl` (an origin). */
export function testWidgetScript(baseUrl: string): string {
  return `/* loginkit mock relay: test captcha widget (Turnstile's interface). Not a real captcha. */
(function () {
  'use strict';
  var relay = ${JSON.stringify(baseUrl)};
  if (window.turnstile && window.turnstile.__loginkitMock) return;
  var widgets = {};
  var count = 0;
  var colours = {
    light: { background: '#f7f7f8', border: '#8a8a93', text: '#1b1b1f', mark: '#1a7f37' },
    dark: { background: '#232329', border: '#9a9aa3', text: '#f2f2f4', mark: '#4ac26b' }
  };
  function call(fn, value) { if (typeof fn === 'function') { try { return fn(value); } catch (error) { setTimeout(function () { throw error; }); } } }
  function find(id) {
    if (id === undefined) { for (var key in widgets) return widgets[key]; return undefined; }
    return widgets[id];
  }
  function show(widget) {
    var checked = widget.token !== undefined;
    widget.button.setAttribute('aria-checked', checked ? 'true' : 'false');
    if (widget.busy) widget.button.setAttribute('aria-busy', 'true'); else widget.button.removeAttribute('aria-busy');
    widget.box.textContent = checked ? '\\u2713' : '';
    widget.note.textContent = widget.failed ? 'Error: try again' : checked ? 'Verified' : '';
  }
  function clear(widget) {
    if (widget.timer !== undefined) clearTimeout(widget.timer);
    widget.timer = undefined;
    widget.token = undefined;
  }
  function fail(widget, code) {
    clear(widget);
    widget.busy = false;
    widget.failed = true;
    show(widget);
    call(widget.params['error-callback'], code);
  }
  function issue(widget) {
    if (widget.busy) return;
    widget.busy = true;
    widget.failed = false;
    show(widget);
    fetch(relay + '/__mock/captcha/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sitekey: widget.params.sitekey })
    }).then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    }).then(function (answer) {
      if (widgets[widget.id] !== widget) return;
      if (!answer.ok || !answer.body || typeof answer.body.token !== 'string') { fail(widget, 'mock-' + (answer.body && answer.body.code || 'error')); return; }
      widget.busy = false;
      widget.token = answer.body.token;
      show(widget);
      var ms = Number(answer.body.expiresInMs);
      if (ms >= 0 && ms < 86400000) {
        widget.timer = setTimeout(function () {
          if (widgets[widget.id] !== widget) return;
          clear(widget);
          show(widget);
          call(widget.params['expired-callback']);
          var refresh = widget.params['refresh-expired'];
          if (refresh !== 'manual' && refresh !== 'never') issue(widget);
        }, ms);
      }
      call(widget.params.callback, widget.token);
    }, function () {
      if (widgets[widget.id] === widget) fail(widget, 'mock-network');
    });
  }
  function render(container, params) {
    var element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!element || !params || typeof params.sitekey !== 'string' || params.sitekey === '') throw new Error('turnstile.render: an element and params.sitekey are required');
    count += 1;
    var id = 'mock-captcha-' + count;
    var theme = params.theme === 'dark' ? 'dark' : 'light';
    var palette = colours[theme];
    var root = document.createElement('div');
    root.className = 'loginkit-mock-captcha';
    root.setAttribute('data-theme', theme);
    root.setAttribute('data-widget-id', id);
    root.style.display = 'flex';
    root.style.alignItems = 'center';
    root.style.gap = '0.75rem';
    root.style.padding = '0.5rem 0.75rem';
    root.style.border = '1px solid ' + palette.border;
    root.style.borderRadius = '0.375rem';
    root.style.background = palette.background;
    root.style.color = palette.text;
    root.style.font = '14px/1.4 system-ui, sans-serif';
    var button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('role', 'checkbox');
    button.style.display = 'inline-flex';
    button.style.alignItems = 'center';
    button.style.gap = '0.5rem';
    button.style.border = '0';
    button.style.background = 'transparent';
    button.style.color = 'inherit';
    button.style.font = 'inherit';
    button.style.cursor = 'pointer';
    button.style.padding = '0.25rem';
    var box = document.createElement('span');
    box.setAttribute('aria-hidden', 'true');
    box.style.display = 'inline-grid';
    box.style.placeItems = 'center';
    box.style.width = '1.25rem';
    box.style.height = '1.25rem';
    box.style.border = '2px solid ' + palette.border;
    box.style.borderRadius = '0.25rem';
    box.style.color = palette.mark;
    var label = document.createElement('span');
    label.textContent = 'I am human (test captcha)';
    button.appendChild(box);
    button.appendChild(label);
    var note = document.createElement('span');
    note.style.fontSize = '12px';
    root.appendChild(button);
    root.appendChild(note);
    var widget = { id: id, params: params, root: root, button: button, box: box, note: note, token: undefined, timer: undefined, busy: false, failed: false };
    button.addEventListener('click', function () { if (widget.token === undefined) issue(widget); });
    widgets[id] = widget;
    show(widget);
    element.appendChild(root);
    return id;
  }
  window.turnstile = {
    __loginkitMock: true,
    render: render,
    ready: function (callback) { call(callback); },
    reset: function (id) { var widget = find(id); if (!widget) return; clear(widget); widget.busy = false; widget.failed = false; show(widget); },
    remove: function (id) { var widget = find(id); if (!widget) return; clear(widget); delete widgets[widget.id]; if (widget.root.parentNode) widget.root.parentNode.removeChild(widget.root); },
    getResponse: function (id) { var widget = find(id); return widget ? widget.token : undefined; },
    isExpired: function (id) { var widget = find(id); return widget ? widget.token === undefined : true; }
  };
})();
`;
}
