/* Atout embeds, host side: include once on a page that shows Atout iframes (class "atout-embed").
 * Protocol (version 1): this script gives each iframe a random secret in its URL fragment
 * ("#secret=..."; and, once the frame has loaded, in a message {type: "atout-embed-secret",
 * version: 1, secret} sent to the frame's origin only, in case the fragment came too late); the
 * frame posts {type: "atout-embed", version: 1, secret, height} to its
 * parent when its height changes. A message is accepted only from that iframe's window, from the
 * origin of its src (or "null" when its sandbox has no allow-same-origin), with its secret;
 * the height is clamped to 100..5000 px (or the iframe's
 * data-max-height). No dependency; stable URL: /static/embed.js. */
(function () {
  "use strict";
  // Everything lives in this closure. window.AtoutEmbed ({scan, version}) is only published for
  // pages that add iframes later, and only read back when it really is this script's: a host
  // element with id="AtoutEmbed" (which the browser exposes as window.AtoutEmbed) or a global of
  // the same name from another script changes nothing here. An iframe taken by one copy of this
  // script carries data-atout-embed-bound, so a second copy leaves it alone.
  var BOUND = "data-atout-embed-bound", existing = window.AtoutEmbed;
  if (existing && typeof existing.scan === "function" && existing.version === 1 && existing.atout === true) {
    existing.scan();
    return;
  }
  var MIN = 100, MAX = 5000, frames = [];

  function secret() {
    var a = new Uint32Array(4), s = "";
    window.crypto.getRandomValues(a);
    for (var i = 0; i < a.length; i++) s += a[i].toString(36);
    return s;
  }

  function scan() {
    var list = document.querySelectorAll("iframe.atout-embed");
    for (var i = 0; i < list.length; i++) {
      var f = list[i];
      if (f.hasAttribute(BOUND)) continue;
      var url;
      try { url = new URL(f.getAttribute("src"), document.baseURI); } catch (e) { continue; }
      // A frame sandboxed without allow-same-origin runs in an opaque origin: its messages come
      // from "null", and a message to it cannot name its origin.
      var sb = f.getAttribute("sandbox"), opaque = sb !== null && !/(^|\s)allow-same-origin(\s|$)/.test(sb);
      var s = secret(), x = { frame: f, secret: s, origin: url.origin, opaque: opaque };
      url.hash = "secret=" + s;
      frames.push(x);
      f.setAttribute(BOUND, "");
      f.addEventListener("load", handshake.bind(null, x));
      f.src = url.href;
    }
  }

  // Also hand the secret over by message once the frame has loaded (only to the frame's origin,
  // or to the frame's window whatever its origin when it is opaque): a src change made while the
  // first load is under way may not reach the frame's URL.
  function handshake(x) {
    try {
      x.frame.contentWindow.postMessage({ type: "atout-embed-secret", version: 1, secret: x.secret }, x.opaque ? "*" : x.origin);
    } catch (e) { /* the frame is gone */ }
  }

  window.addEventListener("message", function (event) {
    var d = event.data;
    if (!d || typeof d !== "object" || d.type !== "atout-embed" || d.version !== 1) return;
    for (var i = 0; i < frames.length; i++) {
      var x = frames[i];
      if (event.source !== x.frame.contentWindow) continue;
      if ((event.origin !== x.origin && !(x.opaque && event.origin === "null")) || d.secret !== x.secret) return;
      var h = Number(d.height), max = parseInt(x.frame.getAttribute("data-max-height"), 10) || MAX;
      if (!isFinite(h)) return;
      h = Math.round(Math.max(MIN, Math.min(h, max, MAX)));
      x.frame.style.height = h + "px";
      x.frame.height = String(h);
      return;
    }
  });

  // Published over nothing, or over a clobbering element (an own property shadows it); never
  // over another script's global.
  var clobbered = typeof Element !== "undefined" && (existing instanceof Element
    || (typeof HTMLCollection !== "undefined" && existing instanceof HTMLCollection));
  if (existing === undefined || clobbered) {
    try {
      Object.defineProperty(window, "AtoutEmbed", {
        value: Object.freeze({ scan: scan, version: 1, atout: true }), configurable: true, writable: false
      });
    } catch (e) { /* a non-configurable global of that name: the iframes work all the same */ }
  }
  scan();
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
})();
