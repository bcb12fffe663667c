/* "Embed this" (templates/embed/this.html): when a disclosure opens, show its copy button and a
 * live preview (the iframe itself, resized by /static/embed.js). Delegated from the document, so
 * disclosures that arrive later (the checker's live verdict) work too. */
(function () {
  "use strict";
  var me = document.currentScript, hostScript = me && me.getAttribute("data-host-script");
  var SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox";  // as embed.py's

  function loadHostScript() {
    var x = window.AtoutEmbed;  // embed.js's only (not an element with that id)
    if (x && x.atout === true && x.version === 1) { x.scan(); return; }
    if (!hostScript || document.querySelector("script[data-atout-host]")) return;
    var s = document.createElement("script");
    s.src = hostScript;
    s.setAttribute("data-atout-host", "");
    document.head.appendChild(s);
  }

  function opened(box) {
    var button = box.querySelector(".embed-this__copy");
    if (button) button.hidden = false;
    if (!box.getAttribute("data-src") || box.querySelector("iframe")) return;
    var f = document.createElement("iframe");
    f.className = "atout-embed";
    f.src = box.getAttribute("data-src");
    f.title = box.getAttribute("data-title");
    f.height = box.getAttribute("data-height");
    f.setAttribute("sandbox", SANDBOX);
    f.style.height = box.getAttribute("data-height") + "px";
    box.appendChild(f);
    loadHostScript();
  }

  function copy(button) {
    var area = button.closest("details").querySelector("textarea");
    var status = button.parentNode.querySelector("[role=status]");
    function done() { if (status) status.textContent = button.getAttribute("data-copied"); }
    area.select();
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(area.value).then(done, function () {
        if (document.execCommand("copy")) done();
      });
    } else if (document.execCommand("copy")) {
      done();
    }
  }

  document.addEventListener("toggle", function (e) {
    var box = e.target;
    if (box.matches && box.matches("details.embed-this") && box.open) opened(box);
  }, true);
  document.addEventListener("click", function (e) {
    var button = e.target.closest && e.target.closest(".embed-this__copy");
    if (button) copy(button);
  });

  var id = location.hash.slice(1);
  try { id = decodeURIComponent(id); } catch (e) { /* not a URI component: as it is */ }
  var target = id && document.getElementById(id);
  var box = target && target.closest("details.embed-this");
  if (box) box.open = true;
  var open = document.querySelectorAll("details.embed-this[open]");
  for (var i = 0; i < open.length; i++) opened(open[i]);
})();
