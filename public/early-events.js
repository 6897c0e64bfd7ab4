/*
 * Clicks and submits made on a server-rendered page before the app has
 * hydrated it (docs/rendering.md, "Before hydration"). The page's markup is
 * there at once, but its buttons do nothing until the app's script has
 * loaded: a button pressed then would be lost, a form sent then would
 * reload the page with its fields in the address, and text typed then would
 * show in a field the app thinks empty. This classic script, run before the
 * app's module, holds the presses and sends (their default is prevented) and
 * notes the fields changed, and hands them to the app, which tells itself of
 * the fields and replays the rest once the page is hydrated
 * (src/lib/early-events.ts). Links need no app and are left alone; a
 * checkbox's click is held like a button's, so it toggles through the app.
 * No inline script: it is a file, so the Content-Security-Policy stays strict.
 */
(function () {
  'use strict';
  var MAX_EVENTS = 10;
  var held = [];
  var fields = [];
  var open = true;

  function waiting(target) {
    var root = document.getElementById('root');
    return open && root !== null && root.getAttribute('data-rendered') === 'server' && root.contains(target);
  }

  function hold(event) {
    var target = event.target;
    if (!(target instanceof Element) || !waiting(target)) return;
    var element = event.type === 'submit' ? target : target.closest('button, input[type=checkbox], input[type=radio]');
    if (element === null || element.disabled) return;
    event.preventDefault();
    if (held.length < MAX_EVENTS) {
      held.push({ type: event.type, target: element, submitter: event.submitter || null });
    }
  }

  function note(event) {
    var target = event.target;
    if (target instanceof Element && waiting(target) && fields.indexOf(target) < 0) fields.push(target);
  }

  var listeners = { click: hold, submit: hold, input: note, change: note };
  for (var type in listeners) document.addEventListener(type, listeners[type], true);

  window.__earlyEvents = {
    take: function () {
      open = false;
      for (var type in listeners) document.removeEventListener(type, listeners[type], true);
      var taken = fields
        .map(function (field) {
          return { type: 'input', target: field, submitter: null, value: field.value };
        })
        .concat(held);
      fields = [];
      held = [];
      return taken;
    },
  };
})();
