"""Translations of the snake table (rainbow-snake) and of its engine's messages."""

MESSAGES = {
    # The new-table form.
    "The snake game": {"fr": "Le jeu du serpent", "ja": "スネークゲーム", "de": "Das Schlangenspiel"},
    "The youngest player starts: choose them with the “starts” button next to their name.": {
        "fr": "Le joueur le plus jeune commence : choisissez-le avec le bouton « commence » à côté de son nom.",
        "ja": "いちばん年下の人から始めます。その人の名前の横の「から始める」ボタンを選んでください。",
        "de": "Der jüngste Spieler beginnt: Wählen Sie ihn mit dem „beginnt“-Knopf neben seinem Namen."},
    "Cards in the game": {"fr": "Cartes en jeu", "ja": "使うカードの枚数", "de": "Karten im Spiel"},
    "50 in one box; fewer for a shorter game, up to 100 with two boxes. One card is turned up in the middle before the first turn.": {
        "fr": "50 dans une boîte ; moins pour une partie plus courte, jusqu’à 100 avec deux boîtes. Une carte est retournée au milieu avant le premier tour.",
        "ja": "1箱で50枚。短く遊ぶなら少なく、2箱なら100枚まで。最初の手番の前に1枚を表にして中央に置きます。",
        "de": "50 in einer Schachtel; weniger für ein kürzeres Spiel, bis zu 100 mit zwei Schachteln. Vor dem ersten Zug wird eine Karte offen in die Mitte gelegt."},
    "Cards in the game: type a whole number from {minimum} to {maximum}.": {
        "fr": "Cartes en jeu : tapez un nombre entier de {minimum} à {maximum}.",
        "ja": "使うカードの枚数：{minimum}〜{maximum}の整数を入力してください。",
        "de": "Karten im Spiel: Geben Sie eine ganze Zahl von {minimum} bis {maximum} ein."},
    # The table screen.
    "Cards lying in the middle: {count}.": {"fr": "Cartes au milieu de la table : {count}.", "ja": "中央にあるカード：{count}枚。",
                                            "de": "Karten in der Tischmitte: {count}."},
    "Cards and longest snake per player": {"fr": "Cartes et plus long serpent par joueur", "ja": "プレイヤーごとのカードと最長のヘビ",
                                           "de": "Karten und längste Schlange je Spieler"},
    "Cards taken": {"fr": "Cartes prises", "ja": "取ったカード", "de": "Karten"},
    "Longest snake": {"fr": "Plus long serpent", "ja": "最長のヘビ", "de": "Längste Schlange"},
    "Cards in the game: {total}; cards left to draw: {remaining}.": {
        "fr": "Cartes en jeu : {total} ; cartes restant à piocher : {remaining}.",
        "ja": "使うカード：{total}枚。残りの山札：{remaining}枚。",
        "de": "Karten im Spiel: {total}; noch zu ziehen: {remaining}."},
    "Game over: the last card has been drawn.": {"fr": "Partie terminée : la dernière carte a été piochée.",
                                                 "ja": "ゲーム終了：最後のカードが引かれました。",
                                                 "de": "Spielende: Die letzte Karte wurde gezogen."},
    "Who wins the snake game?": {"fr": "Qui gagne au jeu du serpent ?", "ja": "スネークゲームの勝者は？",
                                 "de": "Wer gewinnt das Schlangenspiel?"},
    "{player} draws a card and places it in the middle.": {
        "fr": "{player} pioche une carte et la pose au milieu.", "ja": "{player}がカードを1枚引いて中央に置きます。",
        "de": "{player} zieht eine Karte und legt sie in die Mitte."},
    "{player} placed a card, no snake": {"fr": "{player} a posé une carte, pas de serpent", "ja": "{player}がカードを置いた（ヘビなし）",
                                         "de": "{player} hat eine Karte gelegt, keine Schlange"},
    "How does a turn go?": {"fr": "Comment se déroule un tour ?", "ja": "手番の流れは？", "de": "Wie läuft ein Zug ab?"},
    "No snake can be taken yet: a complete snake has at least 3 cards, and only {count} will lie in the middle.": {
        "fr": "Aucun serpent ne peut encore être pris : un serpent complet a au moins 3 cartes, et seulement {count} seront au milieu.",
        "ja": "まだヘビは取れません。完成したヘビは3枚以上ですが、中央には{count}枚しかありません。",
        "de": "Noch kann keine Schlange genommen werden: Eine vollständige Schlange hat mindestens 3 Karten, und nur {count} liegen dann in der Mitte."},
    "Or {player} completed a snake and took it": {"fr": "Ou {player} a complété un serpent et l’a pris",
                                                  "ja": "または{player}がヘビを完成させて取った",
                                                  "de": "Oder {player} hat eine Schlange vervollständigt und genommen"},
    "Cards in the snake (exactly {count})": {"fr": "Cartes du serpent (exactement {count})", "ja": "ヘビのカード（ちょうど{count}枚）", "de": "Karten in der Schlange (genau {count})"},
    "Cards in the snake ({minimum} to {maximum})": {"fr": "Cartes du serpent (de {minimum} à {maximum})",
                                                    "ja": "ヘビのカードの枚数（{minimum}〜{maximum}）",
                                                    "de": "Karten der Schlange ({minimum} bis {maximum})"},
    "{player} took this snake": {"fr": "{player} a pris ce serpent", "ja": "{player}がこのヘビを取った",
                                 "de": "{player} hat diese Schlange genommen"},
    "What is a complete snake?": {"fr": "Qu’est-ce qu’un serpent complet ?", "ja": "完成したヘビとは？",
                                  "de": "Was ist eine vollständige Schlange?"},
    # Sentences of the live region, the history and "Where are we?".
    "{count} card": {"fr": "{count} carte", "ja": "{count}枚", "de": "{count} Karte"},
    "{count} cards": {"fr": "{count} cartes", "ja": "{count}枚", "de": "{count} Karten"},
    "{count} card left to draw.": {"fr": "{count} carte reste à piocher.", "ja": "残りの山札は{count}枚。",
                                   "de": "{count} Karte ist noch zu ziehen."},
    "{count} cards left to draw.": {"fr": "{count} cartes restent à piocher.", "ja": "残りの山札は{count}枚。",
                                    "de": "{count} Karten sind noch zu ziehen."},
    "{count} card lies in the middle.": {"fr": "{count} carte est au milieu.", "ja": "中央に{count}枚あります。",
                                         "de": "{count} Karte liegt in der Mitte."},
    "{count} cards lie in the middle.": {"fr": "{count} cartes sont au milieu.", "ja": "中央に{count}枚あります。",
                                         "de": "{count} Karten liegen in der Mitte."},
    "{player} drew and placed a card.": {"fr": "{player} a pioché et posé une carte.", "ja": "{player}がカードを引いて置きました。",
                                         "de": "{player} hat eine Karte gezogen und gelegt."},
    "{player} placed a card and took a snake of {length} cards (now {total}).": {
        "fr": "{player} a posé une carte et pris un serpent de {length} cartes (maintenant {total}).",
        "ja": "{player}がカードを置き、{length}枚のヘビを取りました（合計{total}）。",
        "de": "{player} hat eine Karte gelegt und eine Schlange aus {length} Karten genommen (jetzt {total})."},
    "That was the last card: game over.": {"fr": "C’était la dernière carte : partie terminée.",
                                           "ja": "これが最後のカードでした：ゲーム終了。",
                                           "de": "Das war die letzte Karte: Spielende."},
    "Winner: {player}.": {"fr": "Gagnant : {player}.", "ja": "勝者：{player}。", "de": "Gewinner: {player}."},
    "Winners: {names}.": {"fr": "Gagnants : {names}.", "ja": "勝者：{names}。", "de": "Gewinner: {names}."},
    "{player} {length}": {"fr": "{player} {length}", "ja": "{player} {length}", "de": "{player} {length}"},
    "{names} have {count} cards each; the longest snake decides ({snakes}).": {
        "fr": "{names} ont chacun {count} cartes ; le plus long serpent départage ({snakes}).",
        "ja": "{names}はどちらも{count}枚なので、最長のヘビで決まります（{snakes}）。",
        "de": "{names} haben je {count} Karten; die längste Schlange entscheidet ({snakes})."},
    "{names} have {count} cards each and equally long snakes ({snakes}): they share the win.": {
        "fr": "{names} ont chacun {count} cartes et des serpents aussi longs ({snakes}) : ils partagent la victoire.",
        "ja": "{names}は{count}枚ずつで、最長のヘビも同じ長さ（{snakes}）なので、勝ちを分け合います。",
        "de": "{names} haben je {count} Karten und gleich lange Schlangen ({snakes}): Sie teilen sich den Sieg."},
    "{player} {cards}, longest snake {length}": {"fr": "{player} {cards}, plus long serpent {length}",
                                                 "ja": "{player} {cards}・最長のヘビ{length}",
                                                 "de": "{player} {cards}, längste Schlange {length}"},
    "Cards taken: {list}.": {"fr": "Cartes prises : {list}.", "ja": "取ったカード：{list}。", "de": "Genommene Karten: {list}."},
    # Form problems.
    "Choose what happened at the table.": {"fr": "Choisissez ce qui s’est passé à la table.", "ja": "卓で起きたことを選んでください。",
                                           "de": "Wählen Sie, was am Tisch passiert ist."},
    "Snake: type how many cards it has, a whole number like 3, 5 or 8.": {
        "fr": "Serpent : tapez son nombre de cartes, un nombre entier comme 3, 5 ou 8.",
        "ja": "ヘビ：カードの枚数を3、5、8のような整数で入力してください。",
        "de": "Schlange: Geben Sie ihre Kartenzahl ein, eine ganze Zahl wie 3, 5 oder 8."},
    # The engine's messages (companion/rules/snake.py), shown translated.
    '"snake" must be the number of cards in the snake, a whole number': {
        "fr": "« snake » doit être le nombre de cartes du serpent, un nombre entier",
        "ja": "「snake」はヘビのカードの枚数（整数）です",
        "de": "„snake“ muss die Kartenzahl der Schlange sein, eine ganze Zahl"},
    "a complete snake has at least 3 cards (head, middle part, tail), not {length}": {
        "fr": "un serpent complet a au moins 3 cartes (tête, partie du milieu, queue), pas {length}",
        "ja": "完成したヘビは3枚以上（頭・胴・しっぽ）です。{length}枚ではありません",
        "de": "eine vollständige Schlange hat mindestens 3 Karten (Kopf, Mittelteil, Schwanz), nicht {length}"},
    "{player} cannot take a snake of {length} cards: only {middle} cards lie in the middle": {
        "fr": "{player} ne peut pas prendre un serpent de {length} cartes : il n’y a que {middle} cartes au milieu",
        "ja": "{player}は{length}枚のヘビを取れません。中央には{middle}枚しかありません",
        "de": "{player} kann keine Schlange aus {length} Karten nehmen: in der Mitte liegen nur {middle} Karten"},
    '{player} placed a card and took a snake of {length} cards.': {"fr": '{player} a posé une carte et pris un serpent de {length} cartes.', "ja": '{player}がカードを置き、{length}枚のヘビを取った。', "de": '{player} hat eine Karte gelegt und eine Schlange aus {length} Karten genommen.'},
}
