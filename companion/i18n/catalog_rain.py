"""Translations of the rain-token game's table screen and engine messages."""

MESSAGES = {
    "A value-7 card's effect": {"fr": "L’effet d’une carte de valeur 7", "ja": "7のカードの効果", "de": "Die Wirkung einer 7"},
    "Who played the 7?": {"fr": "Qui a joué le 7 ?", "ja": "7を出したのは誰？", "de": "Wer hat die 7 gespielt?"},
    "Colour of the 7": {"fr": "Couleur du 7", "ja": "7の色", "de": "Farbe der 7"},
    "Who takes the rain token? (red or yellow 7 only)": {
        "fr": "Qui prend le jeton Pluie ? (7 rouge ou jaune seulement)", "ja": "雨トークンを受け取るのは誰？（赤か黄の7のみ）",
        "de": "Wer nimmt die Regenmarke? (nur rote oder gelbe 7)"},
    "Nobody (other colours)": {"fr": "Personne (autres couleurs)", "ja": "なし（ほかの色）", "de": "Niemand (andere Farben)"},
    "Record the 7": {"fr": "Noter le 7", "ja": "7を記録", "de": "7 festhalten"},
    "How do the value-7 cards work?": {"fr": "Comment marchent les cartes de valeur 7 ?", "ja": "7のカードの効果とは？", "de": "Wie wirken die 7er-Karten?"},
    "Rainbow!": {"fr": "Rainbow !", "ja": "レインボー！", "de": "Rainbow!"},
    "Who called Rainbow?": {"fr": "Qui a annoncé Rainbow ?", "ja": "レインボーを宣言したのは誰？", "de": "Wer hat Rainbow angesagt?"},
    "Every player's hand total (a Rainbow card counts 0)": {
        "fr": "Total de la main de chaque joueur (une carte Rainbow vaut 0)", "ja": "全員の手札の合計（レインボーカードは0）",
        "de": "Handsumme jedes Spielers (eine Rainbow-Karte zählt 0)"},
    "Hand total of {player}": {"fr": "Total de la main de {player}", "ja": "{player} の手札の合計", "de": "Handsumme von {player}"},
    "Record the Rainbow": {"fr": "Noter le Rainbow", "ja": "レインボーを記録", "de": "Rainbow festhalten"},
    "How is a Rainbow scored?": {"fr": "Comment compte-t-on un Rainbow ?", "ja": "レインボーの得点は？", "de": "Wie wird ein Rainbow gewertet?"},
    "Perfect": {"fr": "Perfect", "ja": "パーフェクト", "de": "Perfect"},
    "Who emptied their hand?": {"fr": "Qui a vidé sa main ?", "ja": "手札をなくしたのは誰？", "de": "Wer hat seine Hand geleert?"},
    "Hand totals (optional, used to break a tie at the end)": {
        "fr": "Totaux des mains (facultatif, sert à départager à la fin)", "ja": "手札の合計（任意。最後の同点の判定に使います）",
        "de": "Handsummen (freiwillig, entscheiden bei Gleichstand am Ende)"},
    "Record the Perfect": {"fr": "Noter le Perfect", "ja": "パーフェクトを記録", "de": "Perfect festhalten"},
    "What is a Perfect?": {"fr": "Qu’est-ce qu’un Perfect ?", "ja": "パーフェクトとは？", "de": "Was ist ein Perfect?"},
    "Game over after round {round}.": {"fr": "Partie terminée après la manche {round}.", "ja": "第{round}ラウンドでゲーム終了。", "de": "Spielende nach Runde {round}."},
    "Round {round}: {player} starts.": {"fr": "Manche {round} : {player} commence.", "ja": "第{round}ラウンド：{player} から。", "de": "Runde {round}: {player} beginnt."},
    "Rain tokens per player": {"fr": "Jetons Pluie par joueur", "ja": "プレイヤーごとの雨トークン", "de": "Regenmarken je Spieler"},
    "Rain tokens": {"fr": "Jetons Pluie", "ja": "雨トークン", "de": "Regenmarken"},
    "7 or more: the game ends at the end of this round": {
        "fr": "7 ou plus : la partie s’arrête à la fin de cette manche", "ja": "7枚以上：このラウンドの終わりにゲーム終了",
        "de": "7 oder mehr: das Spiel endet mit dieser Runde"},
    "one more token ends the game": {"fr": "un jeton de plus et la partie s’arrête", "ja": "あと1枚でゲーム終了", "de": "noch eine Marke beendet das Spiel"},
    "Rain tokens left in the reserve: {count} of 36.": {
        "fr": "Jetons Pluie restant dans la réserve : {count} sur 36.", "ja": "ストックの雨トークン：36枚中{count}枚。",
        "de": "Regenmarken im Vorrat: {count} von 36."},
    "The reserve is empty: use something else as extra tokens.": {
        "fr": "La réserve est vide : prenez autre chose comme jetons supplémentaires.",
        "ja": "ストックが空です。ほかの物を追加のトークンとして使ってください。",
        "de": "Der Vorrat ist leer: Nehmen Sie etwas anderes als zusätzliche Marken."},
    "red": {"fr": "rouge", "ja": "赤", "de": "Rot"},
    "orange": {"fr": "orange", "ja": "オレンジ", "de": "Orange"},
    "yellow": {"fr": "jaune", "ja": "黄", "de": "Gelb"},
    "green": {"fr": "vert", "ja": "緑", "de": "Grün"},
    "light blue": {"fr": "bleu clair", "ja": "水色", "de": "Hellblau"},
    "dark blue": {"fr": "bleu foncé", "ja": "紺", "de": "Dunkelblau"},
    "violet": {"fr": "violet", "ja": "紫", "de": "Violett"},
    "every other player draws a card": {"fr": "chaque autre joueur pioche une carte", "ja": "ほかの全員がカードを1枚引く", "de": "jeder andere Spieler zieht eine Karte"},
    "the player may skip drawing": {"fr": "le joueur peut ne pas piocher", "ja": "その人はカードを引かなくてもよい", "de": "der Spieler darf aufs Ziehen verzichten"},
    "Choose who played the 7.": {"fr": "Choisissez qui a joué le 7.", "ja": "7を出した人を選んでください。", "de": "Wählen Sie, wer die 7 gespielt hat."},
    "Choose the colour of the 7.": {"fr": "Choisissez la couleur du 7.", "ja": "7の色を選んでください。", "de": "Wählen Sie die Farbe der 7."},
    "Choose who called Rainbow.": {"fr": "Choisissez qui a annoncé Rainbow.", "ja": "レインボーを宣言した人を選んでください。", "de": "Wählen Sie, wer Rainbow angesagt hat."},
    "Choose who made a Perfect.": {"fr": "Choisissez qui a fait un Perfect.", "ja": "パーフェクトした人を選んでください。", "de": "Wählen Sie, wer ein Perfect geschafft hat."},
    "{player} plays the {color} 7: {target} takes 1 rain token.": {
        "fr": "{player} joue le 7 {color} : {target} prend 1 jeton Pluie.", "ja": "{player} が{color}の7：{target} が雨トークンを1枚受け取ります。",
        "de": "{player} spielt die 7 in {color}: {target} nimmt 1 Regenmarke."},
    "{player} plays the violet 7 and gives back 1 rain token.": {
        "fr": "{player} joue le 7 violet et rend 1 jeton Pluie.", "ja": "{player} が紫の7：雨トークンを1枚返します。",
        "de": "{player} spielt die violette 7 und gibt 1 Regenmarke zurück."},
    "{player} plays the violet 7 but has no rain token to give back.": {
        "fr": "{player} joue le 7 violet mais n’a aucun jeton Pluie à rendre.", "ja": "{player} が紫の7：返す雨トークンはありません。",
        "de": "{player} spielt die violette 7, hat aber keine Regenmarke zum Zurückgeben."},
    "{player} plays the {color} 7: {effect}.": {
        "fr": "{player} joue le 7 {color} : {effect}.", "ja": "{player} が{color}の7：{effect}。", "de": "{player} spielt die 7 in {color}: {effect}."},
    "{player} calls Rainbow {total}, but someone is lower: storm! {player} takes 3 rain tokens.": {
        "fr": "{player} annonce Rainbow {total}, mais quelqu’un a moins : orage ! {player} prend 3 jetons Pluie.",
        "ja": "{player} がレインボー{total}を宣言。でも もっと少ない人がいます：嵐！ {player} が雨トークンを3枚受け取ります。",
        "de": "{player} sagt Rainbow {total} an, aber jemand hat weniger: Gewitter! {player} nimmt 3 Regenmarken."},
    "{player} calls Rainbow {total} and wins the round: every other player takes 2 rain tokens.": {
        "fr": "{player} annonce Rainbow {total} et gagne la manche : chaque autre joueur prend 2 jetons Pluie (averse).",
        "ja": "{player} がレインボー{total}を宣言してラウンドに勝利：ほかの全員が雨トークンを2枚受け取ります（にわか雨）。",
        "de": "{player} sagt Rainbow {total} an und gewinnt die Runde: jeder andere Spieler nimmt 2 Regenmarken (Schauer)."},
    "{player} makes a Perfect and wins the round: every other player takes 1 rain token.": {
        "fr": "{player} fait un Perfect et gagne la manche : chaque autre joueur prend 1 jeton Pluie (crachin).",
        "ja": "{player} がパーフェクトでラウンドに勝利：ほかの全員が雨トークンを1枚受け取ります（霧雨）。",
        "de": "{player} schafft ein Perfect und gewinnt die Runde: jeder andere Spieler nimmt 1 Regenmarke (Niesel)."},
    "Game over. Winners: {names}.": {"fr": "Partie terminée. Gagnants : {names}.", "ja": "ゲーム終了。勝者：{names}。", "de": "Spielende. Gewinner: {names}."},
    "Game over after round {round}. Winners: {names}.": {
        "fr": "Partie terminée après la manche {round}. Gagnants : {names}.", "ja": "第{round}ラウンドでゲーム終了。勝者：{names}。",
        "de": "Spielende nach Runde {round}. Gewinner: {names}."},
    "Round {round}, {player} starts.": {"fr": "Manche {round}, {player} commence.", "ja": "第{round}ラウンド、{player} から。", "de": "Runde {round}, {player} beginnt."},
    "Rain tokens: {list}.": {"fr": "Jetons Pluie : {list}.", "ja": "雨トークン：{list}。", "de": "Regenmarken: {list}."},
    "Reserve: {count}.": {"fr": "Réserve : {count}.", "ja": "ストック：{count}。", "de": "Vorrat: {count}."},
    'unknown event type "{type}" (this game has: seven, rainbow, perfect)': {
        "fr": "type d’événement inconnu « {type} » (ce jeu a : seven, rainbow, perfect)",
        "ja": "不明なイベント「{type}」（このゲームのイベント：seven、rainbow、perfect）",
        "de": "unbekannter Ereignistyp „{type}“ (dieses Spiel kennt: seven, rainbow, perfect)"},
    "the {color} 7 needs a target: the player who takes a rain token": {
        "fr": "le 7 {color} a besoin d’une cible : le joueur qui prend un jeton Pluie",
        "ja": "{color}の7には対象が必要です：雨トークンを受け取る人",
        "de": "die 7 in {color} braucht ein Ziel: den Spieler, der eine Regenmarke nimmt"},
    "{player} cannot give the {color} 7's rain token to themselves": {
        "fr": "{player} ne peut pas se donner à soi-même le jeton Pluie du 7 {color}",
        "ja": "{player} は{color}の7の雨トークンを自分には渡せません",
        "de": "{player} kann die Regenmarke der 7 in {color} nicht sich selbst geben"},
    "the {color} 7 has no target": {"fr": "le 7 {color} n’a pas de cible", "ja": "{color}の7には対象がありません", "de": "die 7 in {color} hat kein Ziel"},
    "The {color} 7 gives no rain token to anyone: choose “Nobody (other colours)” under “Who takes the rain token?”, then record it again.": {
        "fr": "Le 7 {color} ne donne de jeton Pluie à personne : choisissez « Personne (autres couleurs) » sous « Qui prend le jeton Pluie ? », puis notez-le à nouveau.",
        "ja": "{color}の7は誰にも雨トークンを渡しません：「雨トークンを受け取るのは誰？」で「なし（ほかの色）」を選んでから、もう一度記録してください。",
        "de": "Die 7 in {color} gibt niemandem eine Regenmarke: Wählen Sie unter „Wer nimmt die Regenmarke?“ „Niemand (andere Farben)“ und halten Sie die 7 dann erneut fest."},
    "{player} cannot call Rainbow with {total} in hand: a Rainbow needs 7 or less": {
        "fr": "{player} ne peut pas annoncer Rainbow avec {total} en main : il faut 7 ou moins",
        "ja": "{player} は手札が{total}なのでレインボーを宣言できません（7以下が必要）",
        "de": "{player} kann mit {total} auf der Hand kein Rainbow ansagen: nötig sind 7 oder weniger"},
    "{player} emptied their hand, so their hand total must be 0, not {total}": {
        "fr": "{player} a vidé sa main : son total doit être 0, pas {total}",
        "ja": "{player} は手札がないので合計は0です（{total} ではありません）",
        "de": "{player} hat die Hand geleert, die Summe muss also 0 sein, nicht {total}"},
    '{player} plays the {color} 7 on {target}.': {"fr": '{player} joue le 7 {color} sur {target}.', "ja": '{player} が{color}の7を{target} に出す。', "de": '{player} spielt die 7 in {color} gegen {target}.'},
    '{player} plays the {color} 7.': {"fr": '{player} joue le 7 {color}.', "ja": '{player} が{color}の7を出す。', "de": '{player} spielt die 7 in {color}.'},
    '{player} calls Rainbow {total}.': {"fr": '{player} annonce Rainbow {total}.', "ja": '{player} がレインボー{total}を宣言。', "de": '{player} sagt Rainbow {total} an.'},
    '{player} makes a Perfect.': {"fr": '{player} fait un Perfect.', "ja": '{player} がパーフェクト。', "de": '{player} schafft ein Perfect.'},
}
