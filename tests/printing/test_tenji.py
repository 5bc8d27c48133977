"""Japanese six-dot kana braille (点字): the table against the official one, the app's own words against braille
written by hand from the rules, and the rules one by one.

Where the rules come from: 日本点字表記法 2018年版 (日本点字委員会, the Japanese Braille Committee), and for
the special sounds of loanwords the tables published from it by the Nagoya Lighthouse
(nagoya-lighthouse.jp/initiatives/brail/tokushuon.html) and OTOYUME's braille course
(youtaweb.net/braille/lecture2.html). Sections cited below as 表記法 第N章.
"""

import pytest

from companion.printing.braille import cell_dots
from companion.printing.ja_reading import katakana
from companion.printing.tenji import kana_braille, kana_text, segment_cells, table


def cells(dots):
    """Braille cells from dot numbers as the official table writes them: "1-16" is a cell of dot 1, then one of
    dots 1 and 6; "0" is a blank cell."""
    return "".join(chr(0x2800 + sum(1 << int(d) - 1 for d in cell if d != "0")) for cell in dots.split("-"))


# 表記法 第2章 第1節: the clear sounds (清音), written as the official table lists them, row by row.
CLEAR = {
    "ア": "1", "イ": "12", "ウ": "14", "エ": "124", "オ": "24",
    "カ": "16", "キ": "126", "ク": "146", "ケ": "1246", "コ": "246",
    "サ": "156", "シ": "1256", "ス": "1456", "セ": "12456", "ソ": "2456",
    "タ": "135", "チ": "1235", "ツ": "1345", "テ": "12345", "ト": "2345",
    "ナ": "13", "ニ": "123", "ヌ": "134", "ネ": "1234", "ノ": "234",
    "ハ": "136", "ヒ": "1236", "フ": "1346", "ヘ": "12346", "ホ": "2346",
    "マ": "1356", "ミ": "12356", "ム": "13456", "メ": "123456", "モ": "23456",
    "ヤ": "34", "ユ": "346", "ヨ": "345",
    "ラ": "15", "リ": "125", "ル": "145", "レ": "1245", "ロ": "245",
    "ワ": "3", "ヰ": "23", "ヱ": "235", "ヲ": "35", "ン": "356",
    "ッ": "2", "ー": "25",  # 促音符, 長音符
}
# 第2節: voiced (濁音, dot 5 before the kana) and semi-voiced (半濁音, dot 6 before).
VOICED = {
    "ガ": "5-16", "ギ": "5-126", "グ": "5-146", "ゲ": "5-1246", "ゴ": "5-246",
    "ザ": "5-156", "ジ": "5-1256", "ズ": "5-1456", "ゼ": "5-12456", "ゾ": "5-2456",
    "ダ": "5-135", "ヂ": "5-1235", "ヅ": "5-1345", "デ": "5-12345", "ド": "5-2345",
    "バ": "5-136", "ビ": "5-1236", "ブ": "5-1346", "ベ": "5-12346", "ボ": "5-2346",
    "パ": "6-136", "ピ": "6-1236", "プ": "6-1346", "ペ": "6-12346", "ポ": "6-2346",
    "ヴ": "5-14",
}
# 第3節: contracted sounds (拗音: dot 4, then the kana of the a, u, o column of the row), voiced (拗濁音, dots 4-5)
# and semi-voiced (拗半濁音, dots 4-6).
CONTRACTED = {
    "キャ": "4-16", "キュ": "4-146", "キョ": "4-246", "シャ": "4-156", "シュ": "4-1456", "ショ": "4-2456",
    "チャ": "4-135", "チュ": "4-1345", "チョ": "4-2345", "ニャ": "4-13", "ニュ": "4-134", "ニョ": "4-234",
    "ヒャ": "4-136", "ヒュ": "4-1346", "ヒョ": "4-2346", "ミャ": "4-1356", "ミュ": "4-13456", "ミョ": "4-23456",
    "リャ": "4-15", "リュ": "4-145", "リョ": "4-245",
    "ギャ": "45-16", "ギュ": "45-146", "ギョ": "45-246", "ジャ": "45-156", "ジュ": "45-1456", "ジョ": "45-2456",
    "ヂャ": "45-135", "ヂュ": "45-1345", "ヂョ": "45-2345", "ビャ": "45-136", "ビュ": "45-1346", "ビョ": "45-2346",
    "ピャ": "46-136", "ピュ": "46-1346", "ピョ": "46-2346",
}
# 第4節: the special sounds of loanwords (特殊音): the yōon signs, or the special-sound sign (dots 2-6; 2-5-6 voiced).
SPECIAL = {
    "イェ": "4-124", "キェ": "4-1246", "シェ": "4-12456", "チェ": "4-12345", "ニェ": "4-1234", "ヒェ": "4-12346",
    "ティ": "4-1235", "スィ": "4-1256",
    "ギェ": "45-1246", "ジェ": "45-12456", "ヂェ": "45-12345", "ビェ": "45-12346", "ディ": "45-1235", "ズィ": "45-1256",
    "テュ": "46-1345", "フュ": "46-346", "フョ": "46-345", "デュ": "456-1345", "ヴュ": "456-346", "ヴョ": "456-345",
    "ウィ": "26-12", "ウェ": "26-124", "ウォ": "26-24",
    "クァ": "26-16", "クィ": "26-126", "クェ": "26-1246", "クォ": "26-246",
    "ツァ": "26-135", "ツィ": "26-1235", "ツェ": "26-12345", "ツォ": "26-2345", "トゥ": "26-1345",
    "ファ": "26-136", "フィ": "26-1236", "フェ": "26-12346", "フォ": "26-2346",
    "グァ": "256-16", "グィ": "256-126", "グェ": "256-1246", "グォ": "256-246", "ドゥ": "256-1345",
    "ヴァ": "256-136", "ヴィ": "256-1236", "ヴェ": "256-12346", "ヴォ": "256-2346",
}
OFFICIAL = {**CLEAR, **VOICED, **CONTRACTED, **SPECIAL}


def test_the_table_has_every_kana_of_the_official_table_and_nothing_else():
    assert {kana: cells(dots) for kana, dots in OFFICIAL.items()} == table()["kana"]


@pytest.mark.parametrize("kana", sorted(OFFICIAL))
def test_every_kana_is_written_and_read_back_as_the_official_table_says(kana):
    hiragana = "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in kana)
    assert segment_cells([("kana", katakana(hiragana))]) == cells(OFFICIAL[kana])
    assert kana_text(cells(OFFICIAL[kana])) == kana


@pytest.mark.parametrize("word, dots", [("ティーカップ", "4-1235-25-16-2-6-1346"), ("ヴァイオリン", "256-136-12-24-125-356"),
                                        ("ファイル", "26-136-12-145"), ("チェック", "4-12345-2-146"),
                                        ("シェア", "4-12456-1"), ("ウィンドウ", "26-12-356-5-2345-14")])
def test_loanwords_with_special_sounds_are_read_whole(word, dots):
    assert kana_braille(word) == cells(dots)


def test_the_braille_is_six_dot_and_the_digits_and_letters_are_the_braille_ones():
    every = "".join(table()["kana"].values()) + "".join(table()["digits"].values()) + "".join(table()["letters"].values())
    assert all(max(cell_dots(cell) or (0,)) <= 6 for cell in every)
    assert table()["digits"] == {d: cells(dots) for d, dots in zip("1234567890", "1 12 14 145 15 124 1245 125 24 245".split())}
    assert cells("3456") == table()["signs"]["number"] and cells("56") == table()["signs"]["foreign"]


# The app's own words (the key card's colours and marks, the directions, the rule cards' titles and key, the decks'
# titles, the card names, the function cards) and their braille, written by hand from the rules: (print, reading as
# braille writes it, cells). Each entry says which rule it shows first.
REFERENCE = [
    # Colours (key card, colour letters): plain kana; voiced sounds with dot 5 before (第2章 第2節).
    ("赤", "アカ", "1-16"),
    ("オレンジ", "オレンジ", "24-1245-356-5-1256"),
    ("黄", "キ", "126"),
    ("緑", "ミドリ", "12356-5-2345-125"),
    ("水色", "ミズイロ", "12356-5-1456-12-245"),
    ("紺", "コン", "246-356"),
    ("紫", "ムラサキ", "13456-15-156-126"),
    ("青", "アオ", "1-24"),
    # Directions.
    ("北", "キタ", "126-135"),
    ("南", "ミナミ", "12356-13-12356"),
    ("東", "ヒガシ", "1236-5-16-1256"),
    ("西", "ニシ", "123-1256"),
    # Mark names (key card): 拗音 and 促音 (第2章 第3節), the long mark in loanwords, read words from
    # printables/braille/ja-readings.json (ミカヅキ, ロッカッケイ: ヅ is ツ voiced, not ズ).
    ("半円", "ハンエン", "136-356-124-356"),
    ("山形", "ヤマガタ", "34-1356-5-16-135"),
    ("三本線", "サンボンセン", "156-356-5-2346-356-12456-356"),
    ("ジグザグ", "ジグザグ", "5-1256-5-146-5-156-5-146"),
    ("三日月", "ミカヅキ", "12356-16-5-1345-126"),
    ("アーチ", "アーチ", "1-25-1235"),
    ("六角形", "ロッカッケイ", "245-2-16-2-1246-12"),
    ("砂時計", "スナドケイ", "1456-13-5-2345-1246-12"),
    ("星", "ホシ", "2346-1256"),
    ("輪", "ワ", "3"),
    ("三角", "サンカク", "156-356-16-146"),
    ("ひし形", "ヒシガタ", "1236-1256-5-16-135"),
    ("しっぽ", "シッポ", "1256-2-6-2346"),
    ("頭", "アタマ", "1-135-1356"),
    ("プラス", "プラス", "6-1346-15-1456"),
    ("マイナス", "マイナス", "1356-12-13-1456"),
    # 分かち書き (第3章): a blank between words, particles attached (ガ, ノ); an auxiliary adjective after て is a
    # word of its own (ヒカナクテ ヨイ).
    ("中が空いた四角", "ナカガ アイタ シカク", "13-16-5-16-0-1-12-135-0-1256-16-146"),
    ("バツ印", "バツジルシ", "5-136-1345-5-1256-145-1256"),
    ("ほかの全員が引く", "ホカノ ゼンインガ ヒク", "2346-16-234-0-5-12456-356-12-356-5-16-0-1236-146"),
    ("引かなくてよい", "ヒカナクテ ヨイ", "1236-16-13-146-12345-0-345-12"),
    # を as ヲ (第2章 仮名遣い); a two-mora part of a compound stays attached (アメトークン, 第3章 切れ続き).
    ("雨トークンを戻す", "アメトークンヲ モドス", "1-123456-2345-25-146-356-35-0-23456-5-2345-1456"),
    ("雨トークン", "アメトークン", "1-123456-2345-25-146-356"),
    # The ウ of a long vowel as ー: コウカ 効果 → コーカ, シュウリョウ → シューリョー (第2章 長音); numbers with the
    # number sign (第4章 数字), の after a number needs no connector (it is not an ア or ラ row kana).
    ("7のカードの効果", "7ノ カードノ コーカ", "3456-1245-234-0-16-25-5-2345-234-0-246-25-16"),
    ("ゲームの終了", "ゲームノ シューリョー", "5-1246-25-13456-234-0-4-1456-25-4-245-25"),
    ("ラウンドの得点", "ラウンドノ トクテン", "15-14-356-5-2345-234-0-2345-146-12345-356"),
    ("レインボーの宣言", "レインボーノ センゲン", "1245-12-356-5-2346-25-234-0-12456-356-5-1246-356"),
    ("パーフェクト", "パーフェクト", "6-136-25-26-12346-146-2345"),
    ("最初の手番", "サイショノ テバン", "156-12-4-2456-234-0-12345-5-136-356"),
    # Brackets attach to the words they hold (第4章 括弧類): 「 」 as dots 3-6.
    ("「レイニング」の宣言", "「レイニング」ノ センゲン", "36-1245-12-123-356-5-146-36-234-0-12456-356-5-1246-356"),
    # Two-kanji Sino-Japanese + a loanword of three morae or more: two words (キノー カード).
    ("機能カード", "キノー カード", "126-234-25-0-16-25-5-2345"),
    ("出し方", "ダシカタ", "5-135-1256-16-135"),
    ("場札の獲得", "バフダノ カクトク", "5-136-1346-5-135-234-0-16-146-2345-146"),
    # The wave dash of a range between two numbers (～ as dots 3-6 3-6), each number with its number sign.
    ("2～3人のルール", "2～3ニンノ ルール", "3456-12-36-36-3456-14-123-356-234-0-145-25-145"),
    ("ヘビの作り方", "ヘビノ ツクリカタ", "12346-5-1236-234-0-1345-146-125-16-135"),
    ("虹色のジョーカー", "ニジイロノ ジョーカー", "123-5-1256-12-245-234-0-45-2456-25-16-25"),
    # Deck titles: the dash between blanks (第4章 線類, ― as dots 2-5 2-5).
    ("レインボー7 — 雨トークン", "レインボー7 ― アメトークン",
     "1245-12-356-5-2346-25-3456-1245-0-25-25-0-1-123456-2345-25-146-356"),
    ("レインボー — 場札", "レインボー ― バフダ", "1245-12-356-5-2346-25-0-25-25-0-5-136-1346-5-135"),
    # Two loanword parts of three morae or more: two words (第3章 切れ続き), like レインボー カード below.
    ("レインボースネーク", "レインボー スネーク", "1245-12-356-5-2346-25-0-1456-1234-25-146"),
    # Card names: a loanword compound of two parts of three morae or more is two words (レインボー カード).
    ("北のレインボーカード", "キタノ レインボー カード", "126-135-234-0-1245-12-356-5-2346-25-0-16-25-5-2345"),
    ("赤の7", "アカノ 7", "1-16-234-0-3456-1245"),
    ("胴体カードの赤の端", "ドータイ カードノ アカノ ハシ",
     "5-2345-25-135-12-0-16-25-5-2345-234-0-1-16-234-0-136-1256"),
    # Latin letters with the foreign-letter sign (dots 5-6) and the double capital sign for a word in capitals;
    # a kana right after such a word takes the connector (dots 3-6), 第4章 外字符・つなぎ符.
    ("REVERSEと書かれたカード", "REVERSEト カカレタ カード",
     "56-6-6-1235-15-1236-15-1235-234-15-36-2345-0-16-16-1245-135-0-16-25-5-2345"),
    ("JUMP", "JUMP", "56-6-6-245-136-134-1234"),
    # An ア-row kana right after a number takes the connector (第1つなぎ符), or it would read as a digit.
    ("7円", "7エン", "3456-1245-36-124-356"),
    # The particles は and へ as ワ and エ (第2章 仮名遣い).
    ("雨は北へ", "アメワ キタエ", "1-123456-3-0-126-135-124"),
    # Read back by a native reader (the words of the braille images had lost the blank wherever a line broke):
    # a blank before each independent word after a particle (第3章: の, と, を, が stay on the word before them);
    # 人 and 用 are suffixes and stay on the number (2～3ニンヨーノ).
    ("2～3人用のバリアント", "2～3ニンヨーノ バリアント",
     "3456-12-36-36-3456-14-123-356-345-25-234-0-5-136-125-1-356-2345"),
    ("虹色の頭としっぽ", "ニジイロノ アタマト シッポ", "123-5-1256-12-245-234-0-1-135-1356-2345-0-1256-2-6-2346"),
    ("色の文字", "イロノ モジ", "12-245-234-0-23456-5-1256"),
    ("形を表す言葉", "カタチヲ アラワス コトバ", "16-135-1235-35-0-1-15-3-1456-0-246-2345-5-136"),
    # A loanword of four morae and a two-kanji Sino-Japanese word: two parts of a compound, a blank between them
    # (第3章 切れ続き); the one-kanji 時 stays on 終了.
    ("ラウンド終了時の雨トークン", "ラウンド シューリョージノ アメトークン",
     "15-14-356-5-2345-0-4-1456-25-4-245-25-5-1256-234-0-1-123456-2345-25-146-356"),
    # Brackets attach to the words they hold (丸括弧 dots 2-3-5-6 both sides); a blank after 、 inside them too.
    ("ほかの全員が引く（オレンジ、緑の7）", "ホカノ ゼンインガ ヒク（オレンジ、 ミドリノ 7）",
     "2346-16-234-0-5-12456-356-12-356-5-16-0-1236-146-2356-24-1245-356-5-1256-56-0-12356-5-2345-125-234-0-3456-1245"
     "-2356"),
    # A number after の is a word of its own, whatever the word before の (コンノ 7, キノ 7 as アカノ 7 above).
    ("紺の7", "コンノ 7", "246-356-234-0-3456-1245"),
    ("黄の7", "キノ 7", "126-234-0-3456-1245"),
    # The print dash ―― is one braille dash (棒線, dots 2-5 2-5) between blanks (第4章 線類).
    ("レインボー7 ―― 雨トークン", "レインボー7 ― アメトークン",
     "1245-12-356-5-2346-25-3456-1245-0-25-25-0-1-123456-2345-25-146-356"),
    # A word read from printables/braille/ja-readings.json keeps the blank the print puts before it.
    ("文字 水", "モジ ミズ", "23456-5-1256-0-12356-5-1456"),
    ("三日月：水色、文字 水", "ミカヅキ： ミズイロ、 モジ ミズ",
     "12356-16-5-1345-126-5-2-0-12356-5-1456-12-245-56-0-23456-5-1256-0-12356-5-1456"),
    # 名詞 + する (here される, its passive) are two words (第3章 「する」); ている: いる is a word of its own.
    ("平らに印刷された点", "タイラニ インサツ サレタ テン", "135-12-15-123-0-12-356-156-1345-0-156-1245-135-0-12345-356"),
    ("浮き出ていない形", "ウキデテ イナイ カタチ", "14-126-5-12345-12345-0-12-13-12-0-16-135-1235"),
    # A number counted the native way is written in kana as said, without the number sign (第4章 数字): ひとつ …
    # ここのつ, ひとり, ふたり; ように (助動詞 ようだ) stays on the word before it.
    ("さいころの5の目のように5つずつ", "サイコロノ 5ノ メノヨーニ イツツズツ",
     "156-12-246-245-234-0-3456-15-234-0-123456-234-345-25-123-0-12-1345-1345-5-1456-1345"),
    ("1つの組み合わせ", "ヒトツノ クミアワセ", "1236-2345-1345-234-0-146-12356-1-3-12456"),
    ("2人で", "フタリデ", "1346-135-125-5-12345"),
    # A blank after 、 (第4章 句読符): without it ⠰ ⠇ would read as the Latin letter l (外字符).
    ("南3、西4です", "ミナミ3、 ニシ4デス", "12356-13-12356-3456-14-56-0-123-1256-3456-145-5-12345-1456"),
]


def test_the_reference_list_holds_at_least_forty_words_and_phrases_of_the_app():
    assert len(REFERENCE) >= 40


@pytest.mark.parametrize("text, reading, dots", REFERENCE, ids=[entry[0] for entry in REFERENCE])
def test_the_apps_words_are_the_braille_written_by_hand_from_the_rules(text, reading, dots):
    assert kana_braille(text) == cells(dots)
    assert kana_text(kana_braille(text)) == reading


def test_a_full_stop_is_followed_by_two_blank_cells_a_comma_by_one():
    assert kana_braille("赤。青、黄") == cells("1-16-256-0-0-1-24-56-0-126")


def test_several_latin_words_go_between_the_foreign_language_quotation_signs():
    assert kana_braille("Rainbow Perfect") == cells("236-6-1235-1-24-1345-12-135-2456-0-6-1234-15-1235-124-15-14-2345-356")
    assert kana_text(kana_braille("Rainbow Perfect")) == "Rainbow Perfect"


def test_a_number_between_kana_keeps_the_kana_after_it_apart_from_its_digits():
    assert kana_braille("3ラウンド") == cells("3456-14-36-15-14-356-5-2345")
    assert kana_text(kana_braille("3ラウンド")) == "3ラウンド"
    assert kana_braille("15") == cells("3456-1-15")


def _japanese_texts():
    """Every Japanese text the app writes in braille: the key's lines and card names of every deck, the rule cards'
    titles and their key cards' words, the colour and direction letters."""
    from companion.printing.braille_key import key_entries
    from companion.printing.brf import brf_cards
    from companion.printing.data import GAMES, colour_codes, direction_letters
    from companion.printing.rulecards import rule_cards
    from companion.printing.stickers import StickerOptions

    texts = set()
    for game in GAMES:
        options, cards = brf_cards(StickerOptions(game=game, lang="ja"))
        texts |= {value for kind, value in key_entries(options, cards, lambda card: []) if kind != "cells"}
    cards = rule_cards("https://rainbow.example.org", None, "ja")
    texts |= {card.title for card in cards} | {words for card in cards for _shape, words in card.key}
    texts |= {code["letters"]["ja"] for code in colour_codes().values()}
    texts |= {letters["ja"] for letters in direction_letters().values()}
    return sorted(texts)


def test_every_japanese_text_of_the_app_is_six_dot_braille_that_reads_back_as_its_reading():
    from companion.printing.ja_reading import braille_words

    texts = _japanese_texts()
    assert len(texts) > 60
    for text in texts:
        cells = kana_braille(text)
        assert all(max(cell_dots(cell) or (0,)) <= 6 for cell in cells), text
        words = braille_words(text)
        said = "".join(("".join(part for _, part in word.segments) + " " * word.gap) for word in words).rstrip()
        assert kana_text(cells) == said, text
        assert not any(c for c in said if "\u4e00" <= c <= "\u9fff"), text  # every kanji read into kana


def _braille_of_image(image):
    """The cells an image's words give for its braille (``点字：⠁⠀⠃（…）``), blank cells included."""
    import html
    import re

    alt = html.unescape(re.search(r'alt="([^"]*)"', str(image)).group(1))
    return re.search("[\u2800-\u28ff]+", alt).group()


def test_the_words_of_a_braille_image_keep_the_blank_where_its_braille_breaks_across_lines():
    """A native reader read the braille images' words (a PDF's alternate text): where a line broke, the blank
    between two words had gone (レインボーノセンゲン, ゼンインガヒク（, ミズイロコンノ, ミナミ3⠰⠇シ4 read as Latin l)."""
    from companion.printing import tactile
    from companion.printing.data import GAMES
    from companion.printing.keycard import braille_block, key_texts
    from companion.printing.rulecards import BRAILLE_TITLE_MM, braille_title, rule_cards, shape_key
    from companion.printing.stickers import StickerOptions

    broken = 0
    cards = rule_cards("https://rainbow.example.org", None, "ja")
    for card in cards:
        image, _height = braille_title(card)
        assert _braille_of_image(image) == kana_braille(card.title), card.title
        box = (0, 0, BRAILLE_TITLE_MM + 2 * tactile.LABEL_MARGIN, 40)
        broken += len(tactile.braille_lines(kana_braille(card.title), box, False, "")) > 1
        for (_shape, braille, meaning, _top, _words_top), (_name, words) in zip(shape_key(card), card.key):
            assert meaning == words and _braille_of_image(braille) == kana_braille(words), words
    for game in GAMES:
        for method in ("swell", "embosser"):  # the embosser's key also says which words the labels spell
            options = StickerOptions(game=game, lang="ja", method=method)
            for _kind, text in key_texts(options):
                assert _braille_of_image(braille_block(text, options)) == kana_braille(text), text
    assert broken >= 3  # レインボーの宣言, 「レイニング」の宣言, ラウンド終了時の雨トークン… break across lines
