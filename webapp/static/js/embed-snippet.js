/* "Embed this" (templates/embed/this.html): the copy button, and a live preview (the iframe
 * itself, resized by /static/embed.js) added when the disclosure is first opened. */
(function () {
  "use strict";
  var me = document.currentScript, hostScript = me && me.getAttribute("data-host-script");

  function loadHostScript() {
    if (window.AtoutEmbed) { window.AtoutEmbed.scan(); return; }
    if (!hostScript || document.querySelector("script[data-atout-host]")) return;
    var s = document.createElement("script");
    s.src = hostScript;
    s.setAttribute("data-atout-host", "");
    document.head.appendChild(s);
  }

  function preview(box) {
    if (box.querySelector("iframe")) return;
    var f = document.createElement("iframe");
    f.className = "atout-embed";
    f.src = box.getAttribute("data-src");
    f.title = box.getAttribute("data-title");
    f.height = box.getAttribute("data-height");
    f.setAttribute("sandbox", "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox");
    f.style.height = box.getAttribute("data-height") + "px";
    box.appendChild(f);
    loadHostScript();
  }

  function copy(button) {
    var area = button.closest("details").querySelector("textarea"), status = button.nextElementSibling;
    function done() { status.textContent = button.getAttribute("data-copied"); }
    area.select();
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(area.value).then(done, function () {
        if (document.execCommand("copy")) done();
      });
    } else if (document.execCommand("copy")) {
      done();
    }
  }

  var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target && target.closest("details.embed-this")) target.closest("details.embed-this").open = true;
  var boxes = document.querySelectorAll("details.embed-this");
  for (var i = 0; i < boxes.length; i++) {
    var box = boxes[i], button = box.querySelector(".embed-this__copy");
    box.addEventListener("toggle", function () { if (this.open) preview(this); });
    if (box.open) preview(box);
    button.hidden = false;
    button.addEventListener("click", function () { copy(this); });
  }
})();
