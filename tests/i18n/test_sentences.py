"""Filled-in sentences, word for word, where a language's grammar is the hard part: articles and
contractions before card names, Weis named by their length, plural counts, Thai seats and numbers.
(More of them, for every code: ``python -m tests.i18n.samples LOCALE``.)
"""

from __future__ import annotations

import pytest
from flask_babel import force_locale

from tests.reading import as_read
from webapp.i18n import reason_text
from webapp.verdicts.sheets import deal_summary

SENTENCES = [
    # Swiss German: a run is named by its length, cards are compounds, the suit is named once
    ("de_CH", "jass", "weis_found", {"seat": "N", "type": "sequence", "cards": ["6R", "7R", "8R"], "points": 20},
     "Nord hat ein Dreiblatt (Rosen-6, -7 und -8): 20 Punkte."),
    ("de_CH", "jass", "weis_player_best", {"seat": "E", "type": "sequence", "cards": ["6S", "7S", "8S", "9S", "TS"], "points": 100},
     "Bester Weis von Ost: Fünfblatt (Schellen-6, -7, -8, -9 und -Banner), 100 Punkte."),
    ("de_CH", "jass", "weis_wins_on_type", {"seats": ["W", "N"], "points": 100, "type": "four", "other_type": "sequence"},
     "Der Weis von West schlägt jenen von Nord: Bei je 100 Punkten schlagen vier Gleiche eine Folge."),
    ("de_CH", "belote", "trick_master", {"seat": "W", "card": "9S"}, "West hält den Stich mit der Schaufel-9."),
    ("de_CH", "belote", "cannot_overtake", {"card": "JH", "suit": "H"},
     "Gegen den Herz-Bauern kommen Sie nicht an: Jede Karte in Herz ist erlaubt."),
    ("de_CH", "jass", "jass_led_suit", {"card": "AE", "suit": "E"}, "Das Eichel-Ass wurde ausgespielt: Die Farbe ist Eicheln."),
    ("de_CH", "belote", "sequence_found", {"seat": "E", "type": "tierce", "suit": "S", "cards": ["9S", "TS", "JS"], "points": 20},
     "Ost hat eine Tierce in Schaufel (9, 10 und Bauer): 20 Punkte."),
    # a Jass profile is named, both the deal's and the game's
    ("en", "jass", "jass_game_profile_mismatch", {"profile": "pagat-3000", "expected": "swisslos-2500"},
     "This deal is scored with pagat.com (game to 3,000), the game with Swisslos (game to 2,500): "
     "one game, one profile."),
    # French: the article comes with the card, contracted or elided where the sentence needs it
    ("fr", "belote", "trick_master", {"seat": "W", "card": "9S"}, "Ouest est maître du pli avec le 9 de pique."),
    ("fr", "belote", "partner_master", {"seat": "N", "card": "QH"},
     "Votre partenaire Nord est maître du pli avec la dame de cœur : vous n’êtes obligé ni de couper ni de surcouper, vous pouvez jouer n’importe quelle carte."),
    ("fr", "belote", "card_in_two_hands", {"card": "AH", "seats": ["E", "S"]}, "L’as de cœur est dans deux mains : Est et Sud."),
    ("fr", "jass", "jass_bare_buur_exception", {"card": "UR"},
     "L’Under de Rosen est votre seul atout (le bour sec) : vous n’êtes pas obligé de le jouer quand l’atout est demandé."),
    ("fr", "jass", "jass_void_any_card", {"suit": "E"}, "Vous n’avez pas d’Eicheln : vous pouvez jouer n’importe quelle carte."),
    ("fr", "belote", "sequence_found", {"seat": "E", "type": "tierce", "suit": "S", "cards": ["9S", "TS", "JS"], "points": 20},
     "Est a une tierce à pique (9, 10 et valet) : 20 points."),
    ("fr", "belote", "belote_in_sequence", {"seat": "N", "suit": "H", "type": "cent"},
     "La belote de Nord à cœur compte en plus du cent dont elle fait partie."),
    ("fr", "belote", "duplicate_card", {"card": "AS", "seat": "W"}, "L’as de pique figure deux fois dans la main d’Ouest."),
    ("fr", "jass", "jass_trick_size", {"expected": 4, "count": 1}, "Un pli compte 4 cartes ; vous en avez indiqué 1."),
    # Portuguese: articles and contractions, one sentence per side, plural counts
    ("pt", "belote", "trick_master", {"seat": "W", "card": "9S"}, "Oeste está a ganhar a vaza com o 9 de espadas."),
    ("pt", "belote", "card_in_two_hands", {"card": "AH", "seats": ["E", "S"]}, "O Ás de copas está em duas mãos: Este e Sul."),
    ("pt", "jass", "jass_undertrump_forbidden", {"card": "6R", "cards": ["9R"]},
     "Jogar o 6 de Rosen seria cortar por baixo do 9 de Rosen, o que é proibido enquanto tiver cartas que não sejam trunfo."),
    ("pt", "belote", "score_points", {"side": "defense", "points": 68}, "A defesa marca os seus 68 pontos."),
    ("pt", "belote", "announcements_kept", {"side": "taker", "points": 50, "ruleset": "maison"},
     "Maison: os atacantes ficam com os seus 50 pontos de anúncios."),
    ("pt", "jass", "jass_trick_size", {"expected": 4, "count": 1}, "Uma vaza tem 4 cartas; foi introduzida 1."),
    ("pt", "jass", "jass_trick_size", {"expected": 4, "count": 2}, "Uma vaza tem 4 cartas; foram introduzidas 2."),
    ("pt", "belote", "multiplier", {"coinche": 2, "factor": 2, "ruleset": "maison"},
     "Com coinche: a distribuição conta a dobrar (× 2, Maison)."),
    # Vietnamese: one word per concept, counts with their classifier
    ("vi", "jass", "jass_trick_size", {"expected": 4, "count": 1}, "Một pli cần 4 lá bài; đã nhập 1 lá."),
    ("vi", "belote", "team_scores", {"team": "EW", "points": 1140}, "Đông–Tây ghi điểm cho tất cả thông báo của đội: 1.140 điểm."),
    ("vi", "belote", "sequence_found", {"seat": "S", "type": "tierce", "suit": "H", "cards": ["7H", "8H", "9H"], "points": 20},
     "Nam có một tierce chất cơ (7, 8 và 9): 20 điểm."),
    # Thai: no space between a seat and its verb, the classifier with a number, Thai numbers
    ("th", "jass", "too_many_cards", {"seat": "E", "count": 10, "max": 9}, "ตะวันออกมีไพ่ 10 ใบ แต่ไพ่ในมือมีได้ไม่เกิน 9 ใบ"),
    ("th", "belote", "sequence_found", {"seat": "N", "type": "cinquante", "suit": "H", "cards": ["9H", "TH", "JH", "QH"], "points": 50},
     "เหนือมีชุดห้าสิบโพแดง (9, 10, แจ็ก และควีน): 50 คะแนน"),
    # Thai: a Latin word or a number stands apart from the Thai around it, a Thai word does not
    ("th", "jass", "jass_trick_points", {"points": 2, "contract": "undenufe", "team": "NS"},
     "ใน Undenufe เหนือ–ใต้ได้กองนี้ ซึ่งมีค่า 2 แต้ม"),
    ("th", "belote", "cannot_overtake", {"card": "JS", "suit": "H"}, "คุณลงไพ่ชนะแจ็กโพดำไม่ได้: ลงไพ่โพแดงใบใดก็ได้"),
    ("th", "belote", "no_trump_to_cut", {"suit": "S", "trump": "none"}, "ไม่มีโพดำ และรอบนี้ไม่มีทรัมป์: ลงไพ่ใบใดก็ได้"),
    ("th", "jass", "weis_wins_on_trump", {"seats": ["E", "N"], "suit": "R"},
     "Weis ของตะวันออกชนะ Weis ของเหนือ: Weis เท่ากัน แต่ของตะวันออกอยู่ในสีทรัมป์ (Rosen)"),
    ("th", "jass", "jass_deal_score", {"team": "NS", "points": 1140}, "เหนือ–ใต้ได้ 1,140 คะแนน"),
    # a carré, a four of a kind, named by its rank alone: no list of the four suits after it
    ("th", "belote", "carre_found", {"seat": "W", "rank": "A", "cards": ["AS", "AH", "AD", "AC"], "points": 100},
     "ตะวันตกมีเอสี่ใบ: 100 คะแนน"),
    ("th", "jass", "weis_found", {"seat": "N", "type": "four", "cards": ["AE", "AS", "AR", "AL"], "points": 100},
     "เหนือมี Ass สี่ใบ: 100 คะแนน"),
    ("de_CH", "jass", "weis_found", {"seat": "N", "type": "four", "cards": ["AE", "AS", "AR", "AL"], "points": 100},
     "Nord hat vier Asse: 100 Punkte."),
    ("de_CH", "belote", "carre_found", {"seat": "S", "rank": "J", "cards": ["JS", "JH", "JD", "JC"], "points": 200},
     "Süd hat vier Bauern: 200 Punkte."),
    # a three-card run is still shown with its cards
    ("th", "jass", "weis_found", {"seat": "N", "type": "sequence", "cards": ["6R", "7R", "8R"], "points": 20},
     "เหนือมีไพ่เรียงสามใบ (6, 7 และ 8 Rosen): 20 คะแนน"),
    ("de_CH", "jass", "weis_four_not_counted", {"seat": "N", "rank": "9", "cards": ["9E", "9S", "9R", "9L"], "rule": "four_points"},
     "Die vier Neuner von Nord zählen nach diesen Regeln nicht als Weis."),
    ("de_CH", "belote", "sequence_found", {"seat": "E", "type": "cent", "suit": "H", "cards": ["7H", "8H", "9H", "TH", "JH"], "points": 100},
     "Ost hat einen Cent in Herz (7, 8, 9, 10 und Bauer): 100 Punkte."),
    ("fr", "belote", "carre_found", {"seat": "W", "rank": "A", "cards": ["AS", "AH", "AD", "AC"], "points": 100},
     "Ouest a un carré d’as : 100 points."),
    ("th", "belote", "team_best", {"team": "NS", "seat": "N", "type": "carre", "cards": ["JS", "JH", "JD", "JC"], "points": 200},
     "การประกาศที่ดีที่สุดของเหนือ–ใต้: แจ็กสี่ใบของเหนือ, 200 คะแนน"),
    ("en", "jass", "weis_player_best", {"seat": "E", "type": "four", "cards": ["9E", "9S", "9R", "9L"], "points": 150},
     "East's best Weis: four Nines, 150 points."),
    ("de_CH", "jass", "jass_void_discard_or_trump", {"suit": "E", "trump": "R"},
     "Keine Eicheln auf der Hand: Sie dürfen abwerfen oder stechen (Trumpf: Rosen)."),
    ("de_CH", "belote", "carre_table", {"trump": "none", "ruleset": "maison", "table": "trump"},
     "Im Regelwerk «Maison» zählen die Carrés in Sans-Atout nach der Trumpf-Tabelle (Bauern 200, "
     "Neuner 150)."),
    # Swiss German: the Classic Belote label is capitalised, the same words inside a sentence are not
    ("de_CH", "belote", "undertrump_compulsory", {"card": "9S", "ruleset": "maison", "variant": "classic", "rule": "undertrump"},
     "Maison (klassische Belote): Sie können die Schaufel-9 nicht übertrumpfen, müssen aber trotzdem einen Trumpf spielen (untertrumpfen)."),
    ("en", "belote", "undertrump_not_compulsory", {"card": "9S", "ruleset": "officielles", "variant": "coinche", "rule": "undertrump"},
     "Officielles, Coinche: you cannot beat the 9 of spades, so you need not undertrump: any card may be played."),
    ("fr", "belote", "undertrump_compulsory", {"card": "9S", "ruleset": "maison", "variant": "classic", "rule": "undertrump"},
     "Belote classique, règles Maison : vous ne pouvez pas surcouper le 9 de pique, mais vous devez quand même sous-couper."),
    # English: cards in a sentence are "the ..." too
    ("en", "belote", "trick_master", {"seat": "W", "card": "9S"}, "West is winning the trick with the 9 of spades."),
    ("en", "belote", "no_trump_to_cut", {"suit": "S", "trump": "none"},
     "No spades, and this deal has no trump: any card may be played."),
    ("en", "jass", "weis_found", {"seat": "N", "type": "sequence", "cards": ["6R", "7R", "8R"], "points": 20},
     "North has a three-card run (Rosen 6, 7, and 8): 20 points."),
    # Weis compared: the winner is named (the engine gives the winner's seat first)
    ("en", "jass", "weis_wins_on_points", {"seats": ["N", "W"], "points": 150, "other_points": 20},
     "North's Weis beats West's: more points (150 against 20)."),
    ("pt", "jass", "weis_wins_on_trump", {"seats": ["E", "N"], "suit": "R"},
     "O Weis de Este vence o de Norte: são iguais, mas o de Este está em trunfo (Rosen)."),
    ("vi", "jass", "weis_wins_on_play_order", {"seats": ["W", "S"], "seat": "W"},
     "Tây thắng Nam: hai Weis bằng nhau, và Tây là người đi đầu."),
    ("vi", "jass", "weis_wins_on_play_order", {"seats": ["S", "E"], "seat": "W"},
     "Nam thắng Đông: hai Weis bằng nhau, và Nam đánh trước (tính từ người đi đầu là Tây)."),
    # no points: a zero form, never "0 points"
    ("en", "jass", "jass_schneider", {"team": "NS", "points": 0, "threshold": 1250},
     "North–South scores no points (under 1,250): Schneider."),
    ("fr", "jass", "jass_schneider", {"team": "NS", "points": 0, "threshold": 1250},
     "Nord–Sud n’a aucun point (moins de 1 250) : l’équipe est schneider."),
    ("de_CH", "jass", "jass_deal_card_points", {"team": "EW", "points": 0}, "Ost–West hat keine Kartenpunkte gemacht."),
    ("pt", "belote", "score_points", {"side": "defense", "points": 0}, "A defesa não marca nenhum ponto."),
    ("vi", "jass", "jass_trick_points", {"points": 0, "contract": "undenufe", "team": "NS"},
     "Các lá trong pli này không có điểm nào ở Undenufe; Bắc–Nam ăn pli này."),
    ("th", "jass", "jass_deal_score", {"team": "NS", "points": 0}, "เหนือ–ใต้ไม่ได้คะแนนเลย"),
    ("fr", "belote", "bid_not_reached", {"points": 0, "bid": 80}, "Aucun point : l’enchère de 80 n’est pas atteinte."),
    ("en", "belote", "bid_not_reached", {"points": 1, "bid": 80}, "1 point does not reach the bid of 80."),
    # Swiss German: the Belote ruleset and its terms in German, the accusative after "als"
    ("de_CH", "belote", "belote_not_held", {"side": "taker", "belote": 20, "ruleset": "officielles"},
     "Die Belote bleibt bei den Nehmern: Sie schreiben ihre 20 Belote-Punkte sofort, und nur ihre übrigen Punkte werden zurückbehalten (Offiziell)."),
    ("de_CH", "jass", "jass_void_no_undertrump", {"suit": "R", "card": "UR"},
     "Keine Rosen auf der Hand: Sie dürfen abwerfen oder einen höheren Trumpf als den Rosen-Under spielen, aber nicht untertrumpfen."),
    # Swiss German: a card in the accusative after "zählt", "können" and a comparison, the
    # dative after "schon in" (round 10)
    ("de_CH", "jass", "weis_cards_in_two", {"seat": "N", "cards": ["KE"], "rule": "cross_weis"},
     "Nord zählt den Eichel-König in zwei Weisen: Eine Karte darf in beiden zählen."),
    ("de_CH", "belote", "must_overtake", {"card": "JH", "suit": "H"},
     "Wenn Sie können, müssen Sie eine höhere Herz-Karte als den Herz-Bauern spielen."),
    ("de_CH", "belote", "undertrump_compulsory", {"card": "JS", "ruleset": "maison", "variant": "coinche", "rule": "undertrump"},
     "Maison (Coinche): Sie können den Schaufel-Bauern nicht übertrumpfen, müssen aber trotzdem einen Trumpf spielen (untertrumpfen)."),
    ("de_CH", "belote", "belote_in_sequence", {"seat": "W", "suit": "S", "type": "cent"},
     "Die Belote von West in Schaufel zählt zusätzlich, obwohl König und Dame schon im Cent stecken."),
    # Portuguese: the side that plays the contract is "os atacantes", never "apostadores" (betting)
    ("pt", "belote", "score_points", {"side": "taker", "points": 91}, "Os atacantes marcam os seus 91 pontos."),
    # Portuguese (round-10 reader): a number used as a noun is masculine, "um cinquenta" like
    # "um cem"; a list of two names repeats its "de"; a team "marca" its points
    ("pt", "belote", "sequence_found", {"seat": "W", "type": "cinquante", "suit": "S",
                                        "cards": ["TS", "JS", "QS", "KS"], "points": 50},
     "Oeste tem um cinquenta em espadas (10, Valete, Dama e Rei): 50 pontos."),
    ("pt", "belote", "belote_in_sequence", {"seat": "W", "suit": "S", "type": "cinquante"},
     "A belote de Oeste (espadas) conta na mesma, embora o Rei e a Dama façam parte do cinquenta."),
    ("pt", "jass", "weis_team_scores", {"team": "EW", "seats": ["W", "E"], "points": 200},
     "Este–Oeste marca todos os seus Weis (os de Oeste e de Este): 200 pontos."),
    # ... and a standard ruleset is not "this table": "Nas regras Maison"
    ("pt", "belote", "belote_taken", {"side": "defense", "belote": 20, "ruleset": "maison"},
     "Nas regras Maison, a belote perde-se numa queda: os 20 pontos de belote dos atacantes passam para a defesa."),
    # Thai: a carré is ไพ่สี่ใบ, not the poker word
    ("th", "jass", "weis_wins_on_type", {"seats": ["W", "N"], "points": 100, "type": "four", "other_type": "sequence"},
     "Weis ของตะวันตกชนะ Weis ของเหนือ: เมื่อได้คนละ 100 คะแนน ไพ่สี่ใบชนะไพ่เรียง"),
]


@pytest.mark.parametrize("locale, game, code, params, expected", SENTENCES,
                         ids=[f"{s[0]}-{s[2]}" for s in SENTENCES])
def test_sentence(app, locale, game, code, params, expected):
    with app.test_request_context("/"), force_locale(locale):
        text = reason_text(code, params, game)
    # word for word; the catalogs' no-break spaces (French « : », grouped digits) read as spaces here
    plain = as_read(text)
    assert plain == expected


# A Jass deal's row on the score sheet: French writes the loan words in lower case inside a line
# (the form's labels keep their capital), with the points' unit after the number
def test_french_jass_sheet_row_writes_stoeck_and_weis_in_lower_case(app):
    deal = {"contract": "S", "card_points": {"NS": 57, "EW": 100},
            "weis": {"team": "NS", "points": 50}, "stoeck": {"team": "EW"}}
    with app.test_request_context("/"), force_locale("fr"):
        row = deal_summary("jass", deal)
    assert [as_read(e) for e in row["extras"]] == ["weis Nord–Sud 50", "stöck Est–Ouest"]
    with app.test_request_context("/"), force_locale("de_CH"):
        row = deal_summary("jass", deal)
    assert [as_read(e) for e in row["extras"]] == ["Weis Nord–Süd 50", "Stöck Ost–West"]


@pytest.mark.parametrize("locale, points, expected", [
    ("fr", 514, "Nord–Sud marque 514 points."), ("fr", 1, "Nord–Sud marque 1 point."),
    ("de_CH", 140, "Nord–Süd schreibt 140 Punkte."), ("en", 1, "North–South scores 1 point.")])
def test_a_jass_deal_score_says_points(app, locale, points, expected):
    with app.test_request_context("/"), force_locale(locale):
        text = reason_text("jass_deal_score", {"team": "NS", "points": points}, "jass")
    assert as_read(text) == expected
