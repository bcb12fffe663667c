/* Your table's rules (templates/house/page.html): as a rule is changed, mark it (and unmark it
 * when it is set back to the base's value), and count the changes in the form's sticky bar:
 * "3 rules changed from Maison". Each rule's select carries its value in each standard ruleset
 * (data-defaults), the bar every count's words for each base (data-counts). Without this script
 * the form works the same: the marks and the count are those of the rules as loaded. */
(function () {
  "use strict";
  // the printable sheet (templates/house/sheet.html): its Print button, for a phone whose print
  // command is deep in a menu; hidden without this script, and on paper
  var print = document.getElementById("sheet-print");
  if (print && typeof window.print === "function") {
    print.hidden = false;
    print.addEventListener("click", function () { window.print(); });
  }
  // a refused form: the error in view (and read out), not the page's top with it below the bar
  var summary = document.getElementById("error-summary");
  if (summary && !window.location.hash) summary.focus();
  var form = document.getElementById("house-form"), count = document.getElementById("house-count");
  var base = document.getElementById("f-base");
  if (!form || !count || !base) return;
  var words = JSON.parse(count.getAttribute("data-counts") || "{}");
  var selects = form.querySelectorAll("select[data-defaults]");
  function update() {
    var b = base.value, changed = 0;
    for (var i = 0; i < selects.length; i++) {
      var s = selects[i], was = JSON.parse(s.getAttribute("data-defaults"))[b];
      var differs = was !== undefined && s.value !== was;
      if (differs) changed++;
      var box = s.closest(".house__rule");
      if (box) box.classList.toggle("house__rule--changed", differs);
    }
    var lines = words[b];
    if (lines) {
      var text = lines[Math.min(changed, lines.length - 1)];
      if (count.textContent !== text) count.textContent = text;
    }
  }
  form.addEventListener("change", update);
  form.addEventListener("input", update);
  // a page restored from the back/forward cache keeps the selects the user left
  window.addEventListener("pageshow", update);
  update();
})();
