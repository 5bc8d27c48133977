"""Text alternatives and headings of the tagged print documents (stickers, rule cards, join card)."""

MESSAGES = {
    "colour mark: {letter} ({name})": {"fr": "marque de couleur : {letter} ({name})", "ja": "色の印：{letter}（{name}）", "de": "Farbmarke: {letter} ({name})"},
    "value {value} in tactile dots": {"fr": "valeur {value} en points tactiles", "ja": "数字 {value}（触ってわかる点）", "de": "Wert {value} als Tastpunkte"},
    "value {value} in braille: number sign and {letter}": {"fr": "valeur {value} en braille : signe numérique et {letter}", "ja": "数字 {value}（点字：数符と {letter}）", "de": "Wert {value} in Braille: Zahlzeichen und {letter}"},
    "value {value} in large print": {"fr": "valeur {value} en gros caractères", "ja": "数字 {value}（大きな文字）", "de": "Wert {value} in Großdruck"},
    "letter mark: {letter} ({name})": {"fr": "marque lettre : {letter} ({name})", "ja": "文字の印：{letter}（{name}）", "de": "Buchstabenmarke: {letter} ({name})"},
    "shape: {shape}": {"fr": "forme : {shape}", "ja": "形：{shape}", "de": "Form: {shape}"},
    "{card} — {marks}": {"fr": "{card} — {marks}", "ja": "{card}：{marks}", "de": "{card} — {marks}"},
    "{card}: {stickers}": {"fr": "{card} : {stickers}", "ja": "{card}：{stickers}", "de": "{card}: {stickers}"},
    "QR code: the rules of {game}": {"fr": "Code QR : les règles de {game}", "ja": "QRコード：{game}のルール", "de": "QR-Code: die Regeln von {game}"},
    "QR code: rule section “{section}” ({game})": {"fr": "Code QR : section de règles « {section} » ({game})", "ja": "QRコード：ルールの節「{section}」（{game}）", "de": "QR-Code: Regelabschnitt „{section}“ ({game})"},
    "QR code: join this table ({game})": {"fr": "Code QR : rejoindre cette table ({game})", "ja": "QRコード：このテーブルに参加（{game}）", "de": "QR-Code: an diesem Tisch mitspielen ({game})"},
    "Join card — {game}": {"fr": "Carte pour rejoindre la table — {game}", "ja": "参加カード — {game}", "de": "Karte zum Mitspielen — {game}"},
    "Sticker sheets": {"fr": "Planches d’autocollants", "ja": "シールのシート", "de": "Aufkleberbögen"},
    "The sticker sheets follow: {count} stickers on {pages} sheet(s), row by row from the top left.": {
        "fr": "Les planches d’autocollants suivent : {count} autocollants sur {pages} planche(s), rangée par rangée depuis le coin supérieur gauche.",
        "ja": "この後にシールのシートが続きます。シール{count}枚、シート{pages}枚、左上から行ごとに並んでいます。",
        "de": "Es folgen die Aufkleberbögen: {count} Aufkleber auf {pages} Bogen/Bögen, Reihe für Reihe von oben links."},
}
