"""Translations of the card pages (what a card's QR sticker opens), card QR stickers and "My hand"."""

MESSAGES = {
    # Card names and effects (companion/cards.py)
    "Function card {function}": {"fr": "Carte fonction {function}", "ja": "機能カード {function}", "de": "Funktionskarte {function}"},
    "Card {value}": {"fr": "Carte {value}", "ja": "{value}のカード", "de": "Karte {value}"},
    "Middle card": {"fr": "Carte du milieu", "ja": "胴体カード", "de": "Mittelteil"},
    "{card}, {effect}": {"fr": "{card}, {effect}", "ja": "{card}（{effect}）", "de": "{card}, {effect}"},
    "everyone draws": {"fr": "tout le monde pioche", "ja": "全員が引く", "de": "alle ziehen"},
    "rain token": {"fr": "jeton Pluie", "ja": "雨トークン", "de": "Regenmarker"},
    "no draw": {"fr": "pas de pioche", "ja": "引かなくてよい", "de": "nicht ziehen"},
    "token back": {"fr": "jeton rendu", "ja": "トークンを戻す", "de": "Marker zurück"},
    "Worth {value} in your hand; play it alone or in a combination.": {
        "fr": "Vaut {value} dans votre main ; jouez-la seule ou dans une combinaison.",
        "ja": "手札では{value}点。1枚でも組み合わせでも出せます。",
        "de": "Zählt {value} in Ihrer Hand; spielen Sie sie allein oder in einer Kombination.",
    },
    "Counts as any colour and any value; in your hand it is worth 0.": {
        "fr": "Compte comme n’importe quelle couleur et n’importe quelle valeur ; dans votre main, elle vaut 0.",
        "ja": "どの色・どの数字としても使えます。手札では0点です。",
        "de": "Zählt als jede Farbe und jeder Wert; in Ihrer Hand ist sie 0 wert.",
    },
    "One of the seven colour clues of the {direction}: gather all seven colours of one direction to win.": {
        "fr": "Un des sept indices de couleur de la direction {direction} : réunissez les sept couleurs d’une direction pour gagner.",
        "ja": "{direction}の7色の手がかりの1枚。1つの方角の7色をすべて集めると勝ちです。",
        "de": "Einer der sieben Farbhinweise im {direction}: Sammeln Sie alle sieben Farben einer Himmelsrichtung, um zu gewinnen.",
    },
    "A joker: it replaces any colour of the {direction}.": {
        "fr": "Un joker : elle remplace n’importe quelle couleur de la direction {direction}.",
        "ja": "ジョーカー：{direction}のどの色の代わりにもなります。",
        "de": "Ein Joker: Sie ersetzt jede Farbe im {direction}.",
    },
    "Worth {value} points when you take it from the field; play it alone, in a set or in a run.": {
        "fr": "Vaut {value} points quand vous la prenez sur le terrain ; jouez-la seule, dans une série ou dans une suite.",
        "ja": "場札として取ると{value}点。ソロ、セット、ランで出せます。",
        "de": "Zählt {value} Punkte, wenn Sie sie aus dem Feld nehmen; spielen Sie sie allein, in einem Satz oder in einer Reihe.",
    },
    "Closes a snake at an end of its colour; with a tail at the other end and a middle card between, the snake is complete.": {
        "fr": "Ferme un serpent à un bout de sa couleur ; avec une queue à l’autre bout et une carte du milieu entre les deux, le serpent est complet.",
        "ja": "同じ色の端で蛇を閉じます。反対の端に尾があり、間に胴体カードがあれば蛇の完成です。",
        "de": "Schließt eine Schlange an einem Ende ihrer Farbe; mit einem Schwanz am anderen Ende und einem Mittelteil dazwischen ist die Schlange vollständig.",
    },
    "Closes a snake at an end of its colour; with a head at the other end and a middle card between, the snake is complete.": {
        "fr": "Ferme un serpent à un bout de sa couleur ; avec une tête à l’autre bout et une carte du milieu entre les deux, le serpent est complet.",
        "ja": "同じ色の端で蛇を閉じます。反対の端に頭があり、間に胴体カードがあれば蛇の完成です。",
        "de": "Schließt eine Schlange an einem Ende ihrer Farbe; mit einem Kopf am anderen Ende und einem Mittelteil dazwischen ist die Schlange vollständig.",
    },
    "Goes next to a card whose end has the same colour; turn it round to fit.": {
        "fr": "Se pose à côté d’une carte dont le bout a la même couleur ; tournez-la pour qu’elle s’accorde.",
        "ja": "端の色が同じカードの隣に置きます。合うように向きを変えてかまいません。",
        "de": "Wird neben eine Karte gelegt, deren Ende dieselbe Farbe hat; drehen Sie sie passend.",
    },
    "A joker head: it closes a snake next to any middle card.": {
        "fr": "Une tête joker : elle ferme un serpent à côté de n’importe quelle carte du milieu.",
        "ja": "ジョーカーの頭：どの胴体カードの隣でも蛇を閉じられます。",
        "de": "Ein Joker-Kopf: Er schließt eine Schlange neben jedem Mittelteil.",
    },
    "A joker tail: it closes a snake next to any middle card.": {
        "fr": "Une queue joker : elle ferme un serpent à côté de n’importe quelle carte du milieu.",
        "ja": "ジョーカーの尾：どの胴体カードの隣でも蛇を閉じられます。",
        "de": "Ein Joker-Schwanz: Er schließt eine Schlange neben jedem Mittelteil.",
    },
    "Played in a combination (not alone): every other player, starting on your left, draws the top card of the draw pile.": {
        "fr": "Jouée dans une combinaison (pas seule) : chaque autre joueur, en commençant à votre gauche, pioche la carte du dessus de la pioche.",
        "ja": "組み合わせで出したとき（1枚出しは不可）：左隣から順に、他の全員が山札の一番上を引きます。",
        "de": "In einer Kombination gespielt (nicht allein): Alle anderen, links von Ihnen beginnend, ziehen die oberste Karte des Stapels.",
    },
    "Played in a combination (not alone): you choose another player, who takes a rain token.": {
        "fr": "Jouée dans une combinaison (pas seule) : vous choisissez un autre joueur, qui prend un jeton Pluie.",
        "ja": "組み合わせで出したとき（1枚出しは不可）：他のプレイヤーを1人選び、その人が雨トークンを1つ受け取ります。",
        "de": "In einer Kombination gespielt (nicht allein): Sie wählen einen anderen Spieler, der einen Regenmarker nimmt.",
    },
    "Played in a combination (not alone): you may skip drawing at the end of your turn.": {
        "fr": "Jouée dans une combinaison (pas seule) : vous pouvez ne pas piocher à la fin de votre tour.",
        "ja": "組み合わせで出したとき（1枚出しは不可）：手番の終わりにカードを引かなくてかまいません。",
        "de": "In einer Kombination gespielt (nicht allein): Sie dürfen am Ende Ihres Zuges auf das Ziehen verzichten.",
    },
    "Played in a combination (not alone): you put one of your rain tokens back.": {
        "fr": "Jouée dans une combinaison (pas seule) : vous rendez un de vos jetons Pluie.",
        "ja": "組み合わせで出したとき（1枚出しは不可）：自分の雨トークンを1つ戻します。",
        "de": "In einer Kombination gespielt (nicht allein): Sie geben einen Ihrer Regenmarker zurück.",
    },
    "You choose a player, who puts down a card unseen; you may keep it.": {
        "fr": "Vous choisissez un joueur, qui pose une carte sans la montrer ; vous pouvez la garder.",
        "ja": "プレイヤーを1人選び、その人は見せずにカードを1枚置きます。そのカードはもらってもかまいません。",
        "de": "Sie wählen einen Spieler, der verdeckt eine Karte ablegt; Sie dürfen sie behalten.",
    },
    "The order of play turns the other way.": {"fr": "L’ordre de jeu change de sens.", "ja": "手番の順番が逆回りになります。", "de": "Die Spielreihenfolge kehrt sich um."},
    "The next player misses a turn.": {"fr": "Le joueur suivant passe son tour.", "ja": "次のプレイヤーは1回休みです。", "de": "Der nächste Spieler setzt einmal aus."},
    "When you take a card, you may take any card put down, not only the last one.": {
        "fr": "Quand vous prenez une carte, vous pouvez prendre n’importe quelle carte posée, pas seulement la dernière.",
        "ja": "カードを取るとき、最後に置かれたものに限らず、置かれたどのカードでも取れます。",
        "de": "Wenn Sie eine Karte nehmen, dürfen Sie jede abgelegte Karte nehmen, nicht nur die letzte.",
    },
    "{effect} Its sticker: {shape}.": {"fr": "{effect} Son autocollant : {shape}.", "ja": "{effect}シール：{shape}。", "de": "{effect} Ihr Aufkleber: {shape}."},
    # The card page (templates/cards)
    "The rule: {title}": {"fr": "La règle : {title}", "ja": "ルール：{title}", "de": "Die Regel: {title}"},
}
MESSAGES.update({
    # My hand (companion/web/hand.py, templates/hand)
    "My hand": {"fr": "Ma main", "ja": "自分の手札", "de": "Meine Hand"},
    "My hand (private, on this phone)": {"fr": "Ma main (privée, sur ce téléphone)", "ja": "自分の手札（非公開・この端末のみ）", "de": "Meine Hand (privat, auf diesem Telefon)"},
    "Only this phone sees this page: your hand is kept on this phone and never shown to the other players.": {
        "fr": "Seul ce téléphone voit cette page : votre main reste sur ce téléphone et n’est jamais montrée aux autres joueurs.",
        "ja": "このページを見られるのはこの端末だけです。手札はこの端末に保存され、他のプレイヤーには表示されません。",
        "de": "Nur dieses Telefon sieht diese Seite: Ihre Hand bleibt auf diesem Telefon und wird den anderen nie gezeigt.",
    },
    "Your hand: {count} card": {"fr": "Votre main : {count} carte", "ja": "手札：{count}枚", "de": "Ihre Hand: {count} Karte"},
    "Your hand: {count} cards": {"fr": "Votre main : {count} cartes", "ja": "手札：{count}枚", "de": "Ihre Hand: {count} Karten"},
    "Remove {card} (card {number})": {"fr": "Retirer {card} (carte {number})", "ja": "{card}を外す（{number}枚目）", "de": "{card} entfernen (Karte {number})"},
    "Remove": {"fr": "Retirer", "ja": "外す", "de": "Entfernen"},
    "Hand total: {total}": {"fr": "Total de la main : {total}", "ja": "手札の合計：{total}", "de": "Summe der Hand: {total}"},
    "(7 or less: you may call Rainbow at the start of your turn)": {
        "fr": "(7 ou moins : vous pouvez annoncer Rainbow au début de votre tour)",
        "ja": "（7以下：手番の始めにレインボーを宣言できます）",
        "de": "(7 oder weniger: Sie dürfen zu Beginn Ihres Zuges Rainbow ansagen)",
    },
    "Empty my hand": {"fr": "Vider ma main", "ja": "手札を空にする", "de": "Meine Hand leeren"},
    "Your hand is empty: scan a card or choose it from the list.": {
        "fr": "Votre main est vide : scannez une carte ou choisissez-la dans la liste.",
        "ja": "手札は空です。カードをスキャンするか、リストから選んでください。",
        "de": "Ihre Hand ist leer: Scannen Sie eine Karte oder wählen Sie sie aus der Liste.",
    },
    "Your hand is empty.": {"fr": "Votre main est vide.", "ja": "手札は空です。", "de": "Ihre Hand ist leer."},
    "Plays you may make this round": {"fr": "Ce que vous pouvez jouer cette manche", "ja": "このラウンドで出せる組み合わせ", "de": "Was Sie in dieser Runde spielen dürfen"},
    "Single cards": {"fr": "Cartes seules", "ja": "ソロ", "de": "Einzelne Karten"},
    "Sets": {"fr": "Séries", "ja": "セット", "de": "Sätze"},
    "Runs": {"fr": "Suites", "ja": "ラン", "de": "Reihen"},
    "The game is over.": {"fr": "La partie est terminée.", "ja": "ゲームは終了しました。", "de": "Das Spiel ist vorbei."},
    "The field for round 1 is not laid out yet.": {
        "fr": "Le terrain de la manche 1 n’est pas encore posé.",
        "ja": "1ラウンド目の場札がまだ並べられていません。",
        "de": "Das Feld für Runde 1 liegt noch nicht aus.",
    },
    "Added: {card}. {count} cards in your hand.": {
        "fr": "Ajoutée : {card}. {count} cartes dans votre main.",
        "ja": "追加：{card}。手札は{count}枚です。",
        "de": "Hinzugefügt: {card}. {count} Karten in Ihrer Hand.",
    },
    "Added: {card}. {count} card in your hand.": {
        "fr": "Ajoutée : {card}. {count} carte dans votre main.",
        "ja": "追加：{card}。手札は{count}枚です。",
        "de": "Hinzugefügt: {card}. {count} Karte in Ihrer Hand.",
    },
    "Removed: {card}. {count} card in your hand.": {
        "fr": "Retirée : {card}. {count} carte dans votre main.",
        "ja": "削除：{card}。手札は{count}枚です。",
        "de": "Entfernt: {card}. {count} Karte in Ihrer Hand.",
    },
    "Removed: {card}. {count} cards in your hand.": {
        "fr": "Retirée : {card}. {count} cartes dans votre main.",
        "ja": "削除：{card}。手札は{count}枚です。",
        "de": "Entfernt: {card}. {count} Karten in Ihrer Hand.",
    },
    "A hand holds at most {count} cards here.": {
        "fr": "Une main compte au plus {count} cartes ici.",
        "ja": "ここでは手札は最大{count}枚です。",
        "de": "Eine Hand hat hier höchstens {count} Karten.",
    },
    "“{card}” is not a card of this game; it was left out.": {
        "fr": "« {card} » n’est pas une carte de ce jeu ; elle a été laissée de côté.",
        "ja": "「{card}」はこのゲームのカードではないため、除外しました。",
        "de": "„{card}“ ist keine Karte dieses Spiels; sie wurde weggelassen.",
    },
    "Choose a card from the list.": {"fr": "Choisissez une carte dans la liste.", "ja": "リストからカードを選んでください。", "de": "Wählen Sie eine Karte aus der Liste."},
    "That card is no longer in your hand.": {"fr": "Cette carte n’est plus dans votre main.", "ja": "そのカードはもう手札にありません。", "de": "Diese Karte ist nicht mehr in Ihrer Hand."},
    "Other cards": {"fr": "Autres cartes", "ja": "その他のカード", "de": "Andere Karten"},
    "Scan a card": {"fr": "Scanner une carte", "ja": "カードをスキャン", "de": "Eine Karte scannen"},
    "Hold the QR sticker on the back of a card in front of the camera. Each card is added once: take it away before the next one.": {
        "fr": "Tenez l’autocollant QR au dos d’une carte devant la caméra. Chaque carte est ajoutée une fois : retirez-la avant la suivante.",
        "ja": "カードの裏のQRシールをカメラにかざしてください。1枚につき1回追加されます。次のカードの前にいったん離してください。",
        "de": "Halten Sie den QR-Aufkleber auf der Rückseite einer Karte vor die Kamera. Jede Karte wird einmal hinzugefügt: Nehmen Sie sie vor der nächsten weg.",
    },
    "Start the camera": {"fr": "Allumer la caméra", "ja": "カメラを起動", "de": "Kamera einschalten"},
    "Stop the camera": {"fr": "Éteindre la caméra", "ja": "カメラを止める", "de": "Kamera ausschalten"},
    "The camera is on: hold a card’s QR sticker in front of it.": {
        "fr": "La caméra est allumée : tenez devant elle l’autocollant QR d’une carte.",
        "ja": "カメラが起動しました。カードのQRシールをかざしてください。",
        "de": "Die Kamera ist an: Halten Sie den QR-Aufkleber einer Karte davor.",
    },
    "The camera is off.": {"fr": "La caméra est éteinte.", "ja": "カメラを止めました。", "de": "Die Kamera ist aus."},
    "This QR code is not a card sticker of this game.": {
        "fr": "Ce code QR n’est pas un autocollant de carte de ce jeu.",
        "ja": "このQRコードはこのゲームのカードのシールではありません。",
        "de": "Dieser QR-Code ist kein Kartenaufkleber dieses Spiels.",
    },
    "This browser cannot use the camera here (it needs HTTPS, or this computer itself): choose your cards from the list.": {
        "fr": "Ce navigateur ne peut pas utiliser la caméra ici (il faut HTTPS, ou cet ordinateur lui-même) : choisissez vos cartes dans la liste.",
        "ja": "このブラウザーはここではカメラを使えません（HTTPS か、このコンピューター自身が必要です）。リストからカードを選んでください。",
        "de": "Dieser Browser kann die Kamera hier nicht nutzen (nötig ist HTTPS oder dieser Computer selbst): Wählen Sie Ihre Karten aus der Liste.",
    },
    "The camera could not start: allow the camera for this page, or choose your cards from the list.": {
        "fr": "La caméra n’a pas pu démarrer : autorisez la caméra pour cette page, ou choisissez vos cartes dans la liste.",
        "ja": "カメラを起動できませんでした。このページでカメラを許可するか、リストからカードを選んでください。",
        "de": "Die Kamera konnte nicht starten: Erlauben Sie die Kamera für diese Seite oder wählen Sie Ihre Karten aus der Liste.",
    },
    "Scanning needs JavaScript: choose your cards from the list.": {
        "fr": "Le scan nécessite JavaScript : choisissez vos cartes dans la liste.",
        "ja": "スキャンには JavaScript が必要です。リストからカードを選んでください。",
        "de": "Zum Scannen wird JavaScript benötigt: Wählen Sie Ihre Karten aus der Liste.",
    },
    "Choose a card": {"fr": "Choisir une carte", "ja": "カードを選ぶ", "de": "Eine Karte wählen"},
    "Card": {"fr": "Carte", "ja": "カード", "de": "Karte"},
    "Add to my hand": {"fr": "Ajouter à ma main", "ja": "手札に加える", "de": "Zu meiner Hand hinzufügen"},
})

MESSAGES.update({
    # Card QR stickers (companion/printing/card_qr.py, the print form and the sticker PDF)
    "Card QR stickers": {"fr": "Autocollants QR des cartes", "ja": "カード用QRシール", "de": "QR-Aufkleber für die Karten"},
    "A QR sticker for the back of each card": {"fr": "Un autocollant QR pour le dos de chaque carte", "ja": "各カードの裏に貼るQRシール", "de": "Ein QR-Aufkleber für die Rückseite jeder Karte"},
    "A phone's camera opens the card's page: what the card is and does, in the phone's language. The codes need labels of about 13 mm or more.": {
        "fr": "L’appareil photo d’un téléphone ouvre la page de la carte : ce qu’elle est et ce qu’elle fait, dans la langue du téléphone. Les codes demandent des étiquettes d’environ 13 mm ou plus.",
        "ja": "スマートフォンのカメラでカードのページが開き、カードの種類と効果を端末の言語で伝えます。コードには約13 mm以上のラベルが必要です。",
        "de": "Die Kamera eines Telefons öffnet die Seite der Karte: was die Karte ist und tut, in der Sprache des Telefons. Die Codes brauchen Etiketten von etwa 13 mm oder mehr.",
    },
    "The card QR codes lead to the card pages under this address.": {
        "fr": "Les codes QR des cartes mènent aux pages des cartes sous cette adresse.",
        "ja": "カードのQRコードは、このアドレスの下にあるカードのページにつながります。",
        "de": "Die QR-Codes der Karten führen zu den Kartenseiten unter dieser Adresse.",
    },
    "Then {count} card QR stickers on sheets of their own.": {
        "fr": "Puis {count} autocollants QR de cartes sur des planches à part.",
        "ja": "続いて、カード用QRシール{count}枚を別のシートに印刷します。",
        "de": "Danach {count} QR-Aufkleber für die Karten auf eigenen Bögen.",
    },
    "Then the card QR stickers: {count} on {pages} sheet(s), one for the back of each card, in the order of the checklist. A phone's camera opens the card's page, which says what the card is and does.": {
        "fr": "Puis les autocollants QR des cartes : {count} sur {pages} planche(s), un pour le dos de chaque carte, dans l’ordre de la liste de contrôle. L’appareil photo d’un téléphone ouvre la page de la carte, qui dit ce qu’elle est et ce qu’elle fait.",
        "ja": "続いてカード用QRシール：{pages}枚のシートに{count}枚。チェックリストの順に、各カードの裏に1枚ずつ貼ります。スマートフォンのカメラでカードのページが開き、カードの種類と効果を伝えます。",
        "de": "Danach die QR-Aufkleber der Karten: {count} auf {pages} Bogen/Bögen, einer für die Rückseite jeder Karte, in der Reihenfolge der Checkliste. Die Kamera eines Telefons öffnet die Seite der Karte, die sagt, was die Karte ist und tut.",
    },
    "A card that shows a function gets two: its colour's and its function's, side by side.": {
        "fr": "Une carte qui porte une fonction en reçoit deux : celui de sa couleur et celui de sa fonction, côte à côte.",
        "ja": "機能が書かれたカードには、色のシールと機能のシールの2枚を並べて貼ります。",
        "de": "Eine Karte mit einer Funktion bekommt zwei: den ihrer Farbe und den ihrer Funktion, nebeneinander.",
    },
    "QR code for the back of the card: {card}": {"fr": "Code QR pour le dos de la carte : {card}", "ja": "カード裏用のQRコード：{card}", "de": "QR-Code für die Rückseite der Karte: {card}"},
    "Card QR stickers need labels that fit on the card and hold a code of {size} mm or more: choose one of: {choices}.": {
        "fr": "Les autocollants QR des cartes demandent des étiquettes qui tiennent sur la carte et portent un code d’au moins {size} mm : choisissez parmi : {choices}.",
        "ja": "カード用QRシールには、カードに収まり、{size} mm以上のコードが入るラベルが必要です。次から選んでください：{choices}。",
        "de": "QR-Aufkleber für Karten brauchen Etiketten, die auf die Karte passen und einen Code von mindestens {size} mm tragen: Wählen Sie eines von: {choices}.",
    },
})
