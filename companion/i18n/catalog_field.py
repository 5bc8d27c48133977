"""Translations of the Rainbow field-card game: its table screen, private seat views and engine messages."""

MESSAGES = {
    # --- new table ------------------------------------------------------------------------
    "How this table works": {"fr": "Comment fonctionne cette table", "ja": "この卓の使い方", "de": "So funktioniert dieser Tisch"},
    "With 4 to 8 players, everyone plays once per round and the field has one card per player.": {
        "fr": "De 4 à 8 joueurs, chacun joue une fois par manche et le terrain compte une carte par joueur.",
        "ja": "4〜8人では、各ラウンドに1人1回ずつ出し、場札は人数分の枚数です。",
        "de": "Mit 4 bis 8 Personen spielt jede einmal pro Runde, und das Feld hat eine Karte pro Person.",
    },
    "With 2 or 3 players, everyone has a hand and a spare hand and plays twice per round; the field has two cards per player.": {
        "fr": "À 2 ou 3 joueurs, chacun a une main et une main de réserve et joue deux fois par manche ; le terrain compte deux cartes par joueur.",
        "ja": "2〜3人では、各自が手札と予備札を持ち、1ラウンドに2回ずつ出します。場札は人数の2倍の枚数です。",
        "de": "Mit 2 oder 3 Personen hat jede eine Hand und eine Reservehand und spielt zweimal pro Runde; das Feld hat zwei Karten pro Person.",
    },
    "Scores stay private until the end: each player opens their own seat view to see their cards and total.": {
        "fr": "Les scores restent secrets jusqu’à la fin : chacun ouvre sa propre vue de place pour voir ses cartes et son total.",
        "ja": "得点は最後まで非公開です。各自が自分専用の席ページを開いて、取ったカードと合計を確認します。",
        "de": "Die Punkte bleiben bis zum Schluss geheim: Jede Person öffnet ihre eigene Platzansicht, um ihre Karten und ihre Summe zu sehen.",
    },
    "How does the 2 or 3 player variant work?": {
        "fr": "Comment fonctionne la variante à 2 ou 3 joueurs ?", "ja": "2〜3人用ルールの遊び方",
        "de": "Wie funktioniert die Variante für 2 oder 3 Personen?",
    },
    # --- the table now --------------------------------------------------------------------
    "Round 1: lay out the field, then enter it below.": {
        "fr": "Manche 1 : posez le terrain, puis saisissez-le ci-dessous.",
        "ja": "第1ラウンド：場札を並べて、下に入力してください。",
        "de": "Runde 1: Legt das Feld aus und tragt es unten ein.",
    },
    "{player} plays first.": {"fr": "{player} joue en premier.", "ja": "{player}さんから始めます。", "de": "{player} beginnt."},
    "Round {round}: {player}'s turn.": {
        "fr": "Manche {round} : au tour de {player}.", "ja": "第{round}ラウンド：{player}さんの番です。",
        "de": "Runde {round}: {player} ist dran.",
    },
    "Play {number} of 2 for {player} this round.": {
        "fr": "Coup {number} sur 2 de {player} dans cette manche.", "ja": "{player}さんのこのラウンド2回中{number}回目の手番です。",
        "de": "Zug {number} von 2 für {player} in dieser Runde.",
    },
    "The last field": {"fr": "Le dernier terrain", "ja": "最後の場札", "de": "Das letzte Feld"},
    "The field of round {round}": {"fr": "Le terrain de la manche {round}", "ja": "第{round}ラウンドの場札", "de": "Das Feld der Runde {round}"},
    "Played this round": {"fr": "Joué dans cette manche", "ja": "このラウンドに出されたカード", "de": "In dieser Runde gespielt"},
    "{player}: {cards} ({kind})": {"fr": "{player} : {cards} ({kind})", "ja": "{player}：{cards}（{kind}）", "de": "{player}: {cards} ({kind})"},
    "Players": {"fr": "Joueurs", "ja": "プレイヤー", "de": "Spielende"},
    "Name": {"fr": "Nom", "ja": "名前", "de": "Name"},
    "Status": {"fr": "État", "ja": "状況", "de": "Stand"},
    "out (no cards left)": {"fr": "sorti (plus de cartes)", "ja": "抜け（手札なし）", "de": "draußen (keine Karten mehr)"},
    "to play now": {"fr": "joue maintenant", "ja": "いま手番", "de": "jetzt am Zug"},
    "in the game": {"fr": "en jeu", "ja": "参加中", "de": "im Spiel"},
    "Spare hand": {"fr": "Main de réserve", "ja": "予備札", "de": "Reservehand"},
    "used": {"fr": "utilisée", "ja": "使用済み", "de": "verbraucht"},
    "not used yet": {"fr": "pas encore utilisée", "ja": "まだ使っていない", "de": "noch nicht benutzt"},
    "now the hand": {"fr": "devenue la main", "ja": "手札として使用中", "de": "jetzt die Hand"},
    "Round {round}: who took which field card": {
        "fr": "Manche {round} : qui a pris quelle carte du terrain", "ja": "第{round}ラウンド：誰がどの場札を取ったか",
        "de": "Runde {round}: wer welche Feldkarte genommen hat",
    },
    "Pick": {"fr": "Rang", "ja": "取る順", "de": "Reihenfolge"},
    "Cards played": {"fr": "Cartes jouées", "ja": "出したカード", "de": "Gespielte Karten"},
    "Takes": {"fr": "Prend", "ja": "取った場札", "de": "Nimmt"},
    "nothing": {"fr": "rien", "ja": "なし", "de": "nichts"},
    "More cards pick first, then the higher sum, then who played earlier; each pick takes the highest field card left.": {
        "fr": "Le plus de cartes choisit d’abord, puis la plus grosse somme, puis qui a joué plus tôt ; chacun prend la plus haute carte du terrain restante.",
        "ja": "出した枚数が多い順、同じなら合計が大きい順、それも同じなら先に出した順に、残っている一番大きい場札を取ります。",
        "de": "Mehr Karten wählen zuerst, dann die höhere Summe, dann wer früher gespielt hat; jede Wahl nimmt die höchste verbliebene Feldkarte.",
    },
    "Field cards left over (discarded): {cards}": {
        "fr": "Cartes du terrain restantes (défaussées) : {cards}", "ja": "余った場札（捨て札）：{cards}",
        "de": "Übrige Feldkarten (abgelegt): {cards}",
    },
    "Final scores": {"fr": "Scores finaux", "ja": "最終得点", "de": "Endstand"},
    "Score": {"fr": "Score", "ja": "得点", "de": "Punkte"},
    "My seat: my cards and total": {"fr": "Ma place : mes cartes et mon total", "ja": "自分の席：取ったカードと合計", "de": "Mein Platz: meine Karten und meine Summe"},
    # --- forms ----------------------------------------------------------------------------
    "The game is over: nothing more to record.": {
        "fr": "La partie est terminée : plus rien à noter.", "ja": "ゲームは終了しました。これ以上記録することはありません。",
        "de": "Das Spiel ist vorbei: Es gibt nichts mehr einzutragen.",
    },
    "The field of round 1": {"fr": "Le terrain de la manche 1", "ja": "第1ラウンドの場札", "de": "Das Feld der Runde 1"},
    "Field cards ({count} cards)": {"fr": "Cartes du terrain ({count} cartes)", "ja": "場札（{count}枚）", "de": "Feldkarten ({count} Karten)"},
    "Card values separated by spaces or commas, in any order, like 9 7 5 2.": {
        "fr": "Les valeurs des cartes, séparées par des espaces ou des virgules, dans n’importe quel ordre, par exemple 9 7 5 2.",
        "ja": "カードの数字をスペースか読点（、）で区切って、順不同で入力します。例：9 7 5 2",
        "de": "Die Kartenwerte, getrennt durch Leerzeichen oder Kommas, in beliebiger Reihenfolge, zum Beispiel 9 7 5 2.",
    },
    "Record the field": {"fr": "Noter le terrain", "ja": "場札を記録", "de": "Feld eintragen"},
    "{player}'s play": {"fr": "Le coup de {player}", "ja": "{player}さんの手番", "de": "Zug von {player}"},
    "Cards {player} played": {"fr": "Cartes jouées par {player}", "ja": "{player}さんが出したカード", "de": "Von {player} gespielte Karten"},
    "One card (like 7), a set (like 5 5) or a run (like 3 4 5), separated by spaces or commas.": {
        "fr": "Une carte (par exemple 7), un groupe (par exemple 5 5) ou une suite (par exemple 3 4 5), séparés par des espaces ou des virgules.",
        "ja": "1枚（例：7）、セット（例：5 5）、ラン（例：3 4 5）のどれかを、スペースか読点で区切って入力します。",
        "de": "Eine Karte (zum Beispiel 7), ein Satz (zum Beispiel 5 5) oder eine Reihe (zum Beispiel 3 4 5), getrennt durch Leerzeichen oder Kommas.",
    },
    "{player}'s hand is now empty": {"fr": "La main de {player} est maintenant vide", "ja": "{player}さんの手札がなくなった", "de": "Die Hand von {player} ist jetzt leer"},
    "The spare hand becomes the hand.": {"fr": "La main de réserve devient la main.", "ja": "予備札が手札になります。", "de": "Die Reservehand wird zur Hand."},
    "{player} is out from now on; this play still picks a field card.": {
        "fr": "{player} est sorti à partir de maintenant ; ce coup prend quand même une carte du terrain.",
        "ja": "{player}さんはこれで抜けます。この手番の分は場札を取れます。",
        "de": "{player} ist ab jetzt draußen; dieser Zug nimmt trotzdem eine Feldkarte.",
    },
    "Record the play": {"fr": "Noter le coup", "ja": "手番を記録", "de": "Zug eintragen"},
    "How is the field laid out?": {"fr": "Comment pose-t-on le terrain ?", "ja": "場札の並べ方", "de": "Wie wird das Feld ausgelegt?"},
    "Which plays are allowed?": {"fr": "Quels coups sont permis ?", "ja": "出せるカードの組み合わせ", "de": "Welche Züge sind erlaubt?"},
    "How are the picks decided?": {"fr": "Comment se décide l’ordre des prises ?", "ja": "場札を取る順番の決め方", "de": "Wie wird die Reihenfolge beim Nehmen bestimmt?"},
    # --- sentences (announcements, "Where are we?") ----------------------------------------
    "a single card": {"fr": "une seule carte", "ja": "ソロ", "de": "eine einzelne Karte"},
    "a set": {"fr": "un groupe", "ja": "セット", "de": "ein Satz"},
    "a run": {"fr": "une suite", "ja": "ラン", "de": "eine Reihe"},
    "sets": {"fr": "groupes", "ja": "セット", "de": "Sätze"},
    "runs": {"fr": "suites", "ja": "ラン", "de": "Reihen"},
    "This round: no set or run yet, any kind may be played.": {
        "fr": "Cette manche : ni groupe ni suite pour l’instant, tout est permis.",
        "ja": "このラウンド：まだセットもランも出ていないので、どの出し方もできます。",
        "de": "Diese Runde: noch kein Satz und keine Reihe, alles darf gespielt werden.",
    },
    "This round: {kind} only (or a single card).": {
        "fr": "Cette manche : seulement des {kind} (ou une seule carte).", "ja": "このラウンド：{kind}のみ（またはソロ）。",
        "de": "Diese Runde: nur {kind} (oder eine einzelne Karte).",
    },
    "Field of round 1: {cards}. {player} plays first.": {
        "fr": "Terrain de la manche 1 : {cards}. {player} joue en premier.", "ja": "第1ラウンドの場札：{cards}。{player}さんから始めます。",
        "de": "Feld der Runde 1: {cards}. {player} beginnt.",
    },
    "{player} plays {cards} ({kind}).": {"fr": "{player} joue {cards} ({kind}).", "ja": "{player}さんが{cards}を出しました（{kind}）。", "de": "{player} spielt {cards} ({kind})."},
    "{player} is out: no cards left.": {"fr": "{player} est sorti : plus de cartes.", "ja": "{player}さんは手札がなくなり、抜けました。", "de": "{player} ist draußen: keine Karten mehr."},
    "{player}'s hand is empty: the spare hand becomes the hand.": {
        "fr": "La main de {player} est vide : sa main de réserve devient sa main.", "ja": "{player}さんの手札がなくなりました。予備札が手札になります。",
        "de": "Die Hand von {player} ist leer: Die Reservehand wird zur Hand.",
    },
    "{player} takes {value}": {"fr": "{player} prend {value}", "ja": "{player}さんが{value}", "de": "{player} nimmt {value}"},
    "{player} gets nothing": {"fr": "{player} n’a rien", "ja": "{player}さんはなし", "de": "{player} bekommt nichts"},
    "End of round {round}. Picks: {picks}.": {
        "fr": "Fin de la manche {round}. Prises : {picks}.", "ja": "第{round}ラウンド終了。場札を取る順：{picks}。",
        "de": "Ende der Runde {round}. Es nehmen: {picks}.",
    },
    "Round {round}: the field is {cards}. {player} plays first.": {
        "fr": "Manche {round} : le terrain est {cards}. {player} joue en premier.", "ja": "第{round}ラウンドの場札は{cards}。{player}さんから始めます。",
        "de": "Runde {round}: Das Feld ist {cards}. {player} beginnt.",
    },
    "Next: {player}.": {"fr": "Au tour de {player}.", "ja": "次は{player}さん。", "de": "Als Nächstes: {player}."},
    "{player} {score}": {"fr": "{player} {score}", "ja": "{player} {score}点", "de": "{player} {score}"},
    "Game over. Scores: {scores}. Winners: {names}.": {
        "fr": "Partie terminée. Scores : {scores}. Gagnants : {names}.", "ja": "ゲーム終了。得点：{scores}。勝者：{names}。",
        "de": "Spielende. Punkte: {scores}. Gewinner: {names}.",
    },
    "Round 1: lay out {count} field cards and enter them. {player} plays first.": {
        "fr": "Manche 1 : posez {count} cartes du terrain et saisissez-les. {player} joue en premier.",
        "ja": "第1ラウンド：場札を{count}枚並べて入力してください。{player}さんから始めます。",
        "de": "Runde 1: Legt {count} Feldkarten aus und tragt sie ein. {player} beginnt.",
    },
    "Field: {cards}.": {"fr": "Terrain : {cards}.", "ja": "場札：{cards}。", "de": "Feld: {cards}."},
    "Played so far: {plays}.": {"fr": "Déjà joué : {plays}.", "ja": "ここまでに出されたカード：{plays}。", "de": "Bisher gespielt: {plays}."},
    "Out: {names}.": {"fr": "Sortis : {names}.", "ja": "抜けた人：{names}。", "de": "Draußen: {names}."},
    # --- form errors ----------------------------------------------------------------------
    "Type the field cards, like 9 7 5 2.": {
        "fr": "Saisissez les cartes du terrain, par exemple 9 7 5 2.", "ja": "場札の数字を入力してください。例：9 7 5 2",
        "de": "Tragt die Feldkarten ein, zum Beispiel 9 7 5 2.",
    },
    "Type the cards played, like 7, or 5 5, or 3 4 5.": {
        "fr": "Saisissez les cartes jouées, par exemple 7, ou 5 5, ou 3 4 5.", "ja": "出したカードの数字を入力してください。例：7、5 5、3 4 5",
        "de": "Tragt die gespielten Karten ein, zum Beispiel 7 oder 5 5 oder 3 4 5.",
    },
    "“{word}” is not a card value: type whole numbers from {minimum} to {maximum}, separated by spaces or commas, like 5 5 7.": {
        "fr": "« {word} » n’est pas une valeur de carte : saisissez des nombres entiers de {minimum} à {maximum}, séparés par des espaces ou des virgules, par exemple 5 5 7.",
        "ja": "「{word}」はカードの数字ではありません。{minimum}〜{maximum}の整数をスペースか読点で区切って入力してください。例：5 5 7",
        "de": "„{word}“ ist kein Kartenwert: Geben Sie ganze Zahlen von {minimum} bis {maximum} ein, getrennt durch Leerzeichen oder Kommas, zum Beispiel 5 5 7.",
    },
    "That is {count} characters; the limit is {limit}: check what you typed.": {
        "fr": "Cela fait {count} caractères ; la limite est de {limit} : vérifiez la saisie.",
        "ja": "{count}文字です。上限は{limit}文字です。入力を確かめてください。",
        "de": "Das sind {count} Zeichen; die Grenze liegt bei {limit}: Prüfen Sie Ihre Eingabe.",
    },
    "That is {count} cards; a play holds at most {limit}: check what you typed.": {
        "fr": "Cela fait {count} cartes ; un coup en compte au plus {limit} : vérifiez la saisie.",
        "ja": "{count}枚です。一度に出せるのは{limit}枚までです。入力を確かめてください。",
        "de": "Das sind {count} Karten; ein Zug umfasst höchstens {limit}: Prüfen Sie Ihre Eingabe.",
    },
    "Choose who played.": {"fr": "Choisissez qui a joué.", "ja": "誰が出したか選んでください。", "de": "Wählt, wer gespielt hat."},
    "Choose what to record: the field or a play.": {
        "fr": "Choisissez quoi noter : le terrain ou un coup.", "ja": "記録する内容（場札か手番）を選んでください。",
        "de": "Wählt, was eingetragen wird: das Feld oder ein Zug.",
    },
    "This round is a round of sets: play a set (like 5 5) or a single card.": {
        "fr": "Cette manche est une manche de groupes : jouez un groupe (par exemple 5 5) ou une seule carte.",
        "ja": "このラウンドはセットのラウンドです。セット（例：5 5）かソロを出してください。",
        "de": "Diese Runde ist eine Runde der Sätze: Spielt einen Satz (zum Beispiel 5 5) oder eine einzelne Karte.",
    },
    "This round is a round of runs: play a run (like 3 4 5) or a single card.": {
        "fr": "Cette manche est une manche de suites : jouez une suite (par exemple 3 4 5) ou une seule carte.",
        "ja": "このラウンドはランのラウンドです。ラン（例：3 4 5）かソロを出してください。",
        "de": "Diese Runde ist eine Runde der Reihen: Spielt eine Reihe (zum Beispiel 3 4 5) oder eine einzelne Karte.",
    },
    # --- engine messages (companion/rules/field.py) -----------------------------------------
    "the field is laid out only once, before round 1; after that the cards played become the field": {
        "fr": "le terrain ne se pose qu’une fois, avant la manche 1 ; ensuite, les cartes jouées deviennent le terrain",
        "ja": "場札を並べるのは第1ラウンドの前の1回だけです。その後は出されたカードが場札になります",
        "de": "das Feld wird nur einmal ausgelegt, vor Runde 1; danach werden die gespielten Karten zum Feld",
    },
    "the field for round 1 needs {needed} cards with {count} players, not {given}": {
        "fr": "à {count} joueurs, le terrain de la manche 1 compte {needed} cartes, pas {given}",
        "ja": "{count}人のとき、第1ラウンドの場札は{given}枚ではなく{needed}枚です",
        "de": "mit {count} Personen braucht das Feld der Runde 1 {needed} Karten, nicht {given}",
    },
    "the field for round 1 must be entered first": {
        "fr": "il faut d’abord saisir le terrain de la manche 1", "ja": "先に第1ラウンドの場札を入力してください",
        "de": "zuerst muss das Feld der Runde 1 eingetragen werden",
    },
    "{player} is out (no cards left) and does not play any more": {
        "fr": "{player} est sorti (plus de cartes) et ne joue plus", "ja": "{player}さんは手札がなくなって抜けたので、もう出せません",
        "de": "{player} ist draußen (keine Karten mehr) und spielt nicht mehr",
    },
    "this round is a {combo} round: play a {combo} or a single card": {
        "fr": "cette manche est une manche « {combo} » : jouez « {combo} » ou une seule carte",
        "ja": "このラウンドは「{combo}」のラウンドです。「{combo}」かソロを出してください",
        "de": "diese Runde ist eine „{combo}“-Runde: spielt „{combo}“ oder eine einzelne Karte",
    },
    "{cards} is neither a set (one value, like 5 5 5) nor a run (consecutive values, like 3 4 5)": {
        "fr": "{cards} n’est ni un groupe (une seule valeur, comme 5 5 5) ni une suite (des valeurs qui se suivent, comme 3 4 5)",
        "ja": "{cards}はセット（5 5 5のように同じ数字）でもラン（3 4 5のような連番）でもありません",
        "de": "{cards} ist weder ein Satz (ein Wert, wie 5 5 5) noch eine Reihe (aufeinanderfolgende Werte, wie 3 4 5)",
    },
    "a run must be consecutive values, like 3 4 5 (not {cards})": {
        "fr": "une suite doit avoir des valeurs qui se suivent, comme 3 4 5 (pas {cards})",
        "ja": "ランは3 4 5のような連番でなければなりません（{cards}は不可）",
        "de": "eine Reihe braucht aufeinanderfolgende Werte, wie 3 4 5 (nicht {cards})",
    },
    '"{key}" must be a non-empty list of whole numbers': {
        "fr": "« {key} » doit être une liste non vide de nombres entiers", "ja": "「{key}」は空でない整数のリストでなければなりません",
        "de": "„{key}“ muss eine nicht leere Liste ganzer Zahlen sein",
    },
    # --- private seat views -----------------------------------------------------------------
    "My seat": {"fr": "Ma place", "ja": "自分の席", "de": "Mein Platz"},
    "Your score stays private, like face-down cards: only your own seat view shows your field cards and your total.": {
        "fr": "Votre score reste secret, comme des cartes face cachée : seule votre propre vue de place montre vos cartes du terrain et votre total.",
        "ja": "得点は伏せたカードと同じく非公開です。取った場札と合計は、自分の席ページにだけ表示されます。",
        "de": "Eure Punkte bleiben geheim wie verdeckte Karten: Nur die eigene Platzansicht zeigt die genommenen Feldkarten und die Summe.",
    },
    "Tap your own name once. This phone keeps your seat and opens your private page; bookmark it, or scan its QR code with your own phone.": {
        "fr": "Touchez une fois votre propre nom. Ce téléphone garde votre place et ouvre votre page privée ; ajoutez-la aux favoris ou scannez son code QR avec votre propre téléphone.",
        "ja": "自分の名前を一度だけタップしてください。この端末があなたの席を覚えて専用ページを開きます。ブックマークするか、QRコードを自分のスマートフォンで読み取ってください。",
        "de": "Tippt einmal auf euren eigenen Namen. Dieses Handy merkt sich den Platz und öffnet eure private Seite; setzt ein Lesezeichen oder scannt ihren QR-Code mit dem eigenen Handy.",
    },
    "This works on trust, like not peeking at someone's cards: anyone holding this phone could tap another name. Each phone that opens a seat is counted, and the seat's player sees the count.": {
        "fr": "Cela repose sur la confiance, comme ne pas regarder les cartes des autres : quiconque tient ce téléphone pourrait toucher un autre nom. Chaque téléphone qui ouvre une place est compté, et le joueur de cette place voit le compte.",
        "ja": "これは他人のカードをのぞかないのと同じく、信頼に基づく仕組みです。この端末を持っている人なら誰でも他の名前をタップできます。そのため、席を開いた端末の数を数えて、その席の本人に表示します。",
        "de": "Das beruht auf Vertrauen, wie nicht in fremde Karten zu schauen: Wer dieses Handy hält, könnte einen anderen Namen antippen. Jedes Handy, das einen Platz öffnet, wird gezählt, und die Person auf diesem Platz sieht die Zahl.",
    },
    "Open my seat view ({player})": {"fr": "Ouvrir ma vue de place ({player})", "ja": "自分の席ページを開く（{player}）", "de": "Meine Platzansicht öffnen ({player})"},
    "I am {player}": {"fr": "Je suis {player}", "ja": "私は{player}です", "de": "Ich bin {player}"},
    "Held by this phone.": {"fr": "Gardée par ce téléphone.", "ja": "この端末で開いています。", "de": "Von diesem Handy gehalten."},
    "Not opened yet.": {"fr": "Pas encore ouverte.", "ja": "まだ開かれていません。", "de": "Noch nicht geöffnet."},
    "Already opened on {count} phone.": {"fr": "Déjà ouverte sur {count} téléphone.", "ja": "すでに{count}台の端末で開かれています。", "de": "Schon auf {count} Handy geöffnet."},
    "Already opened on {count} phones.": {"fr": "Déjà ouverte sur {count} téléphones.", "ja": "すでに{count}台の端末で開かれています。", "de": "Schon auf {count} Handys geöffnet."},
    "Tap your own name in the list.": {"fr": "Touchez votre propre nom dans la liste.", "ja": "一覧から自分の名前をタップしてください。", "de": "Tippt auf euren eigenen Namen in der Liste."},
    "{player}'s seat": {"fr": "La place de {player}", "ja": "{player}さんの席", "de": "Platz von {player}"},
    "This page is private: keep it to yourself.": {
        "fr": "Cette page est privée : gardez-la pour vous.", "ja": "このページは非公開です。他の人に見せないでください。",
        "de": "Diese Seite ist privat: Behaltet sie für euch.",
    },
    "Your cards and total": {"fr": "Vos cartes et votre total", "ja": "取ったカードと合計", "de": "Eure Karten und Summe"},
    "Your total: {total}": {"fr": "Votre total : {total}", "ja": "合計：{total}点", "de": "Eure Summe: {total}"},
    "You took {count} field card:": {"fr": "Vous avez pris {count} carte du terrain :", "ja": "取った場札は{count}枚：", "de": "Ihr habt {count} Feldkarte genommen:"},
    "You took {count} field cards:": {"fr": "Vous avez pris {count} cartes du terrain :", "ja": "取った場札は{count}枚：", "de": "Ihr habt {count} Feldkarten genommen:"},
    "You have not taken any field card yet.": {
        "fr": "Vous n’avez encore pris aucune carte du terrain.", "ja": "まだ場札を取っていません。",
        "de": "Ihr habt noch keine Feldkarte genommen.",
    },
    "You are out: you wait for the end of the game.": {
        "fr": "Vous êtes sorti : vous attendez la fin de la partie.", "ja": "あなたは抜けました。ゲームの終わりまでお待ちください。",
        "de": "Ihr seid draußen: Wartet auf das Spielende.",
    },
    "Warning: this seat was opened on {count} phones. If you opened it on only one, someone else has looked.": {
        "fr": "Attention : cette place a été ouverte sur {count} téléphones. Si vous ne l’avez ouverte que sur un seul, quelqu’un d’autre a regardé.",
        "ja": "注意：この席は{count}台の端末で開かれました。自分で開いたのが1台だけなら、他の誰かが見ています。",
        "de": "Achtung: Dieser Platz wurde auf {count} Handys geöffnet. Wenn ihr ihn nur auf einem geöffnet habt, hat jemand anderes hineingeschaut.",
    },
    "This seat was opened on one phone only.": {
        "fr": "Cette place n’a été ouverte que sur un seul téléphone.", "ja": "この席が開かれたのは1台の端末だけです。",
        "de": "Dieser Platz wurde nur auf einem Handy geöffnet.",
    },
    "This seat has not been opened from the seat list.": {
        "fr": "Cette place n’a pas été ouverte depuis la liste des places.", "ja": "この席は席一覧からまだ開かれていません。",
        "de": "Dieser Platz wurde nicht über die Platzliste geöffnet.",
    },
    "Keep this page on your own phone": {"fr": "Garder cette page sur votre propre téléphone", "ja": "このページを自分のスマートフォンに移す", "de": "Diese Seite aufs eigene Handy holen"},
    "Scan this code with your own phone, or bookmark this page.": {
        "fr": "Scannez ce code avec votre propre téléphone ou ajoutez cette page aux favoris.",
        "ja": "このコードを自分のスマートフォンで読み取るか、このページをブックマークしてください。",
        "de": "Scannt diesen Code mit dem eigenen Handy oder setzt ein Lesezeichen auf diese Seite.",
    },
    "QR code of your private seat page": {"fr": "Code QR de votre page de place privée", "ja": "あなた専用の席ページのQRコード", "de": "QR-Code eurer privaten Platzseite"},
    "Your total is now {total}.": {"fr": "Votre total est maintenant de {total}.", "ja": "あなたの合計は{total}点になりました。", "de": "Eure Summe ist jetzt {total}."},
    'The field cards of round 1.': {"fr": 'Les cartes du terrain de la manche 1.', "ja": '第1ラウンドの場札。', "de": 'Die Feldkarten von Runde 1.'},
    "End of round {round}. Pick order: {names}.": {
        "fr": "Fin de la manche {round}. Ordre des prises : {names}.", "ja": "第{round}ラウンド終了。場札を取る順番：{names}。",
        "de": "Ende der Runde {round}. Reihenfolge der Wahl: {names}."},
    "Round {round}: order of the picks": {
        "fr": "Manche {round} : ordre des prises", "ja": "第{round}ラウンド：場札を取る順番", "de": "Runde {round}: Reihenfolge der Wahl"},
    "Which field card each player took stays private until the game is over: each player sees their own on their seat page.": {
        "fr": "La carte du terrain prise par chacun reste secrète jusqu’à la fin de la partie : chaque joueur voit les siennes sur sa page de place.",
        "ja": "誰がどの場札を取ったかはゲームが終わるまで非公開です。自分の分は自分の席ページで見られます。",
        "de": "Welche Feldkarte jemand genommen hat, bleibt bis zum Spielende geheim: Jeder sieht seine eigenen auf seiner Platzseite."},
    "The game is not over: this log shows every play, so anyone can work out everyone's field cards and totals. Download it after the game, or keep it to yourself.": {
        "fr": "La partie n’est pas finie : ce journal montre chaque coup, on peut donc en déduire les cartes du terrain et les totaux de chacun. Téléchargez-le après la partie, ou gardez-le pour vous.",
        "ja": "ゲームはまだ終わっていません。この記録にはすべての手が載っているので、全員の場札と合計がわかってしまいます。ゲームの後にダウンロードするか、自分だけで見てください。",
        "de": "Das Spiel ist nicht zu Ende: Dieses Protokoll zeigt jeden Zug, daraus lassen sich die Feldkarten und Summen aller ablesen. Laden Sie es nach dem Spiel herunter oder behalten Sie es für sich."},
}
