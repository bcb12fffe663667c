/* Atout embeds, frame side: post this page's height to the host page whenever it changes
 * (ResizeObserver), with the secret the host script put in the URL fragment ("#secret=...").
 * Message: {type: "atout-embed", version: 1, secret, height}. See /static/embed.js. */
(function () {
  "use strict";
  if (window.parent === window) return;
  var last = -1;

  function secret() {
    var m = /(?:^#|&)secret=([a-z0-9]{1,64})(?:&|$)/.exec(location.hash);
    return m ? m[1] : null;
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
  window.addEventListener("load", post);
  if (window.ResizeObserver) new ResizeObserver(post).observe(document.body);
  post();
})();
