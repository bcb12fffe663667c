"""The checker forms beside a table's own ruleset (user6's findings 8, 9 and 17): the Coinche
level menu never states a surcoinche factor a column contradicts; the Swiss multiplier profile
menu says what it governs; the multipliers options name each contract's factor."""

from __future__ import annotations

import html
import re

import pytest
from flask_babel import force_locale, gettext, pgettext

from engine.jass.rulesets import MULTIPLIER_PROFILES
from webapp.core.rulesets import HOUSES
from webapp.i18n import LOCALES
from webapp.i18n.house import value_text

URL_CODES = [loc.url for loc in LOCALES]
BABEL = {loc.url: loc.babel for loc in LOCALES}
#: Chez Paul (the user's table): Maison with a surcoinche ×3
CHEZ_PAUL = HOUSES["belote"].encode("maison", {"surcoinche_factor": "3"}, "Chez Paul")
#: a Stammtisch: Traditional, multipliers 1,1,2,2,3,3, target 2000
ROESSLI = HOUSES["jass"].encode("traditional", {"multipliers": "swisslos", "target": "2000"},
                                "Stammtisch Rössli")
DEAL = "variant=coinche&taker=N&trump=S&bid=80&coinche=4&tp=110"


def option(page: str, name: str, value: str) -> str:
    select = re.search(rf'<select id="f-{name}".*?</select>', page, re.S)
    assert select, f"no select {name}"
    m = re.search(rf'<option value="{value}"[^>]*>([^<]*)</option>', select.group(0))
    assert m, f"no option {value} in {name}"
    return html.unescape(m.group(1))


def hint(page: str, name: str) -> str:
    m = re.search(rf'<p class="field__hint" id="hint-{name}"[^>]*>(.*?)</p>', page, re.S)
    assert m, f"no hint for {name}"
    assert re.search(rf'id="f-{name}"[^>]*aria-describedby="hint-{name}', page), "hint not tied"
    return html.unescape(re.sub(r"<[^>]+>", "", m.group(1)))  # Thai: its word-break marks


@pytest.mark.parametrize("lang", URL_CODES)
def test_surcoinche_option_does_not_contradict_a_table(client, lang):
    """Chez Paul's surcoinche is ×3 beside Maison's ×4: the option states no factor; with only
    the standard rulesets it says ×4, as they all do."""
    rules = f"&rules=maison,officielles,{CHEZ_PAUL}"
    with_table = client.get(f"/{lang}/belote/check/score?{DEAL}{rules}").get_data(as_text=True)
    text = option(with_table, "coinche", "4")
    assert "4" not in text and "3" not in text and "×" not in text, text
    plain = client.get(f"/{lang}/belote/check/score?{DEAL}").get_data(as_text=True)
    assert "4" in option(plain, "coinche", "4")
    sheet = client.get(f"/{lang}/belote/sheet?rules={CHEZ_PAUL}").get_data(as_text=True)
    assert "×" not in option(sheet, "coinche", "4")


@pytest.mark.parametrize("lang", URL_CODES)
def test_profile_menu_says_what_it_governs(app, client, lang):
    """The Swiss profile menu, on the Jass score checker and sheet with a table on Traditional:
    its help names the Swiss rules and says a table's own multipliers and target still count."""
    pages = [client.get(f"/{lang}/jass/check/score?rules=swiss,{ROESSLI}"),
             client.get(f"/{lang}/jass/sheet?rules={ROESSLI}")]
    with app.test_request_context(), force_locale(BABEL[lang]):
        swiss = pgettext("ruleset", "Swiss")
        old = gettext("For the whole game: every deal is counted with it.")
    for response in pages:
        text = hint(response.get_data(as_text=True), "profile")
        assert text and text != old
        if lang == "en":
            assert "Swiss rules" in text and "table" in text and "still count" in text
        elif lang in ("de-ch", "th"):
            assert swiss in text, (swiss, text)


@pytest.mark.parametrize("lang", URL_CODES)
@pytest.mark.parametrize("token", ["pagat", "swisslos"])
def test_multipliers_name_each_contract(app, lang, token):
    """A profile with factors 1, 1, 2, 2, 3 and 3 (or 4) names the contract of each, and the
    factors it names are the profile's."""
    profile = {"pagat": "pagat-3000", "swisslos": "swisslos-2500"}[token]
    factors = sorted(set(MULTIPLIER_PROFILES[profile].multipliers.values()))
    with app.test_request_context(), force_locale(BABEL[lang]):
        text = value_text("jass", "multipliers", token)
    for name in ("Eicheln", "Rosen", "Schilten", "Schellen", "Obenabe", "Undenufe"):
        assert name in text, (name, text)
    assert ":" not in text
    if lang == "en":
        assert "1, 1, 2" not in text
        assert sorted({int(x) for x in re.findall(r"×\s?(\d)", text)}) == factors, text


def test_english_flat_and_pique_name_obenabe_and_undenufe(app):
    with app.test_request_context(), force_locale("en"):
        for token in ("flat", "pique"):
            text = value_text("jass", "multipliers", token)
            assert "Obenabe" in text and "Undenufe" in text, text
