/* Atout embeds, frame side: post this page's height to the host page whenever it changes
 * (ResizeObserver), with the secret the host script put in the URL fragment ("#secret=..."), or
 * handed over by message from the parent window when the fragment did not arrive.
 * Message: {type: "atout-embed", version: 1, secret, height}. See /static/embed.js. */
(function () {
  "use strict";
  if (window.parent === window) return;
  var last = -1, given = null;

  function secret() {
    var m = /(?:^#|&)secret=([a-z0-9]{1,64})(?:&|$)/.exec(location.hash);
    return m ? m[1] : given;
  }

  function post() {
    var s = secret();
    if (!s) return;
    var h = Math.ceil(document.body.getBoundingClientRect().height);
    if (h === last) return;
    last = h;
    window.parent.postMessage({ type: "atout-embed", version: 1, secret: s, height: h }, "*");
  }

  window.addEventListener("hashchange", function () { last = -1; post(); });
  window.addEventListener("message", function (event) {  // the host script's hand-over
    var d = event.data;
    if (event.source !== window.parent || !d || d.type !== "atout-embed-secret" || d.version !== 1) return;
    if (typeof d.secret === "string" && /^[a-z0-9]{1,64}$/.test(d.secret)) { given = d.secret; last = -1; post(); }
  });
  window.addEventListener("load", post);
  if (window.ResizeObserver) new ResizeObserver(post).observe(document.body);
  post();
})();
