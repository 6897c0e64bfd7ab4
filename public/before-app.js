/*
 * What runs on a page the server rendered before the app does
 * (docs/rendering.md, "Before the app"). A classic script, a file and not
 * inline, so the Content-Security-Policy stays strict; deferred, so it runs
 * once the page is parsed and its stylesheets are in.
 *
 * 1. It loads the app after the first paint. The server lists the app's
 *    scripts in an inert <template id="app-scripts"> instead of the head, so
 *    the page's HTML and stylesheets have the connection to themselves and
 *    the page is painted before any script is fetched or run (the web app
 *    manifest's link waits there too). Once the
 *    browser says the first paint is on screen the scripts are added (at
 *    once in a tab that is not shown, which paints nothing).
 *
 * 2. It holds what the visitor does meanwhile. The page looks ready, but its
 *    buttons do nothing until the app is up: a button pressed then would be
 *    lost, a form sent then would reload the page with its fields in the
 *    address, and text typed then would show in a field the app thinks
 *    empty. While #root says data-rendered="server", presses on buttons,
 *    checkboxes and radios and form submits are held (default prevented) and
 *    changed fields noted with their values; the app takes them just before
 *    it hydrates and replays them after (src/lib/early-events.ts). Links are
 *    left alone: they work without the app.
 *
 * 0. First of all it applies the visitor's colour theme, if they chose one
 *    (src/lib/theme.ts): <html data-theme> from the stored
 *    choice, as soon as the page is parsed (not render-blocking: a first visit
 *    would wait for this file before any paint, docs/design.md "Themes");
 *    without a choice nothing is set and the
 *    stylesheet's prefers-color-scheme query decides.
 */
(function () {
  'use strict';

  // -- 0. The chosen theme, before the first paint --
  var THEME_KEY = 'hashvale.theme';
  try {
    var theme = window.localStorage.getItem(THEME_KEY);
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage refused (privacy modes): the system's theme.
  }

  // -- 1. The app, after the first paint --
  var APP_SCRIPTS_ID = 'app-scripts';
  // Starting a request costs the main thread about 0.7 ms on a laptop, so
  // four times that on the phone Lighthouse plays: the thirty or so module
  // preloads of a page, added in one task, made a task of 80-135 ms there,
  // counted in the page's blocking time. In tasks of a few each, none is long.
  var ADDED_PER_TASK = 6;
  // Set on the template of a page rendered as islands (src/config/page-data.ts).
  var ISLANDS_ATTRIBUTE = 'data-islands';
  var loaded = false;

  /** The element to add for one tag of the list, or null for a tag it does not know. */
  function elementFor(tag) {
    var element;
    if (tag.localName === 'script') {
      element = document.createElement('script');
      element.type = 'module';
      element.src = tag.getAttribute('src');
    } else if (tag.localName === 'link' && tag.getAttribute('rel') === 'modulepreload') {
      element = document.createElement('link');
      element.rel = 'modulepreload';
      element.href = tag.getAttribute('href');
    } else if (tag.localName === 'link' && tag.getAttribute('rel') === 'manifest') {
      // Installing the app needs the manifest, the first paint does not.
      element = document.createElement('link');
      element.rel = 'manifest';
      element.href = tag.getAttribute('href');
      return element;
    } else {
      return null;
    }
    element.crossOrigin = '';
    return element;
  }

  function loadApp() {
    var list = document.getElementById(APP_SCRIPTS_ID);
    if (loaded || list === null) return;
    loaded = true;
    var elements = [];
    var tags = list.content.children;
    for (var i = 0; i < tags.length; i++) {
      var element = elementFor(tags[i]);
      if (element !== null) elements.push(element);
    }
    // The entry first (the list starts with it), then the preloads it will
    // ask for, a few a task; the entry's own imports fetch what is not yet
    // asked for, so nothing waits on the order.
    addAll(elements.slice(0, ADDED_PER_TASK));
    for (var start = ADDED_PER_TASK; start < elements.length; start += ADDED_PER_TASK) {
      setTimeout(addAll.bind(null, elements.slice(start, start + ADDED_PER_TASK)), 0);
    }
    if (!list.hasAttribute(ISLANDS_ATTRIBUTE)) setTimeout(readLocaleTables, 0);
  }

  /*
   * The first number or date a page formats makes the browser read its
   * locale tables: 12-20 ms here, four times that on a phone. The app's
   * first render formats (its intl object checks the page's language), so
   * that time fell in the render's first task. Done here, in a task of its
   * own while the app's scripts download, it is out of the app's way.
   * A page of islands (its template says data-islands) formats only in an
   * island, if at all: an article has none that formats, so there the read
   * would be a long task for nothing (docs/first-paint.md).
   * The server writes one of the app's two-letter codes into <html lang>;
   * anything else reads English, which costs the same and cannot throw.
   */
  function readLocaleTables() {
    var lang = document.documentElement.lang;
    var locale = /^[a-z]{2}$/.test(lang) ? lang : 'en';
    Intl.NumberFormat.supportedLocalesOf([locale]);
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
  }

  function addAll(elements) {
    for (var i = 0; i < elements.length; i++) document.head.appendChild(elements[i]);
  }

  // The browser says when the first paint was shown (its paint timing entry,
  // which comes once the frame is on screen: a frame's callbacks run before
  // it is shown, so scripts added from them would still race the paint).
  // Without paint timing, or should the entry never come, a frame and a task
  // later, or at the latest after PAINT_WAIT_MS.
  var PAINT_WAIT_MS = 1000;

  function afterFirstPaint(run) {
    var painted = function (entries) {
      for (var i = 0; i < entries.length; i++) if (entries[i].name === 'first-contentful-paint') return true;
      return false;
    };
    if (painted(performance.getEntriesByType('paint'))) return setTimeout(run, 0);
    var observer = null;
    if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
      observer = new PerformanceObserver(function (list) {
        if (!painted(list.getEntries())) return;
        observer.disconnect();
        run();
      });
      observer.observe({ type: 'paint', buffered: true });
      setTimeout(run, PAINT_WAIT_MS);
    } else {
      requestAnimationFrame(function () {
        setTimeout(run, 0);
      });
    }
  }

  if (document.getElementById(APP_SCRIPTS_ID) !== null) {
    if (document.visibilityState === 'hidden') loadApp();
    else afterFirstPaint(loadApp);
  }

  // -- 2. What the visitor does before the app is up --
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
    // a[data-hold-press]: a link that becomes a button once hydrated (the video control).
    var element = event.type === 'submit' ? target : target.closest('button, input[type=checkbox], input[type=radio], a[data-hold-press]');
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
