"""Translations of the messages shared by every rules engine: the log, fields, options, undo."""

MESSAGES = {
    'an event must be a JSON object with a "type"': {
        "fr": "un événement doit être un objet JSON avec un « type »",
        "ja": "イベントは \"type\" を持つ JSON オブジェクトでなければなりません",
        "de": "ein Ereignis muss ein JSON-Objekt mit einem „type“ sein"},
    "the game is already over": {"fr": "la partie est déjà terminée", "ja": "ゲームはもう終わっています", "de": "das Spiel ist schon vorbei"},
    'the event has no "type"': {"fr": "l’événement n’a pas de « type »", "ja": "イベントに \"type\" がありません", "de": "das Ereignis hat keinen „type“"},
    'unknown game "{game}" (known games: {games})': {
        "fr": "jeu inconnu « {game} » (jeux connus : {games})",
        "ja": "不明なゲーム「{game}」（対応ゲーム：{games}）",
        "de": "unbekanntes Spiel „{game}“ (bekannte Spiele: {games})"},
    '"players" must be a list of names': {
        "fr": "« players » doit être une liste de noms", "ja": "\"players\" は名前のリストでなければなりません",
        "de": "„players“ muss eine Liste von Namen sein"},
    "this game needs {minimum} to {maximum} players, not {count}": {
        "fr": "ce jeu se joue de {minimum} à {maximum} joueurs, pas {count}",
        "ja": "このゲームは{minimum}〜{maximum}人で遊びます（{count}人ではできません）",
        "de": "dieses Spiel braucht {minimum} bis {maximum} Spieler, nicht {count}"},
    "every player's name must be text": {
        "fr": "le nom de chaque joueur doit être du texte", "ja": "プレイヤー名は文字でなければなりません",
        "de": "jeder Spielername muss Text sein"},
    "a player's name is empty": {"fr": "un nom de joueur est vide", "ja": "空のプレイヤー名があります", "de": "ein Spielername ist leer"},
    'the name "{name}" must not start or end with spaces': {
        "fr": "le nom « {name} » ne doit pas commencer ni finir par des espaces",
        "ja": "名前「{name}」の前後に空白を入れないでください",
        "de": "der Name „{name}“ darf nicht mit Leerzeichen beginnen oder enden"},
    'the name "{name}" is longer than {limit} characters': {
        "fr": "le nom « {name} » dépasse {limit} caractères", "ja": "名前「{name}」は{limit}文字を超えています",
        "de": "der Name „{name}“ ist länger als {limit} Zeichen"},
    'two players are called "{name}" (names must differ, ignoring case)': {
        "fr": "deux joueurs s’appellent « {name} » (les noms doivent différer, majuscules comprises)",
        "ja": "「{name}」という名前のプレイヤーが2人います（大文字・小文字を区別せず、名前は別々にしてください）",
        "de": "zwei Spieler heißen „{name}“ (Namen müssen sich unterscheiden, auch ohne Groß-/Kleinschreibung)"},
    '"options" must be a JSON object': {
        "fr": "« options » doit être un objet JSON", "ja": "\"options\" は JSON オブジェクトでなければなりません",
        "de": "„options“ muss ein JSON-Objekt sein"},
    'unknown option "{key}" for this game (allowed: {allowed})': {
        "fr": "option inconnue « {key} » pour ce jeu (permises : {allowed})",
        "ja": "このゲームにない設定「{key}」（使える設定：{allowed}）",
        "de": "unbekannte Option „{key}“ für dieses Spiel (erlaubt: {allowed})"},
    "the file is not valid JSON ({detail})": {
        "fr": "le fichier n’est pas du JSON valide ({detail})", "ja": "ファイルが正しい JSON ではありません（{detail}）",
        "de": "die Datei ist kein gültiges JSON ({detail})"},
    "the file is not a game log (expected a JSON object)": {
        "fr": "le fichier n’est pas un journal de partie (objet JSON attendu)",
        "ja": "ファイルはゲーム記録ではありません（JSON オブジェクトが必要です）",
        "de": "die Datei ist kein Spielprotokoll (ein JSON-Objekt wurde erwartet)"},
    'the file is not a game log ("format" must be "{format}")': {
        "fr": "le fichier n’est pas un journal de partie (« format » doit valoir « {format} »)",
        "ja": "ファイルはゲーム記録ではありません（\"format\" は \"{format}\" である必要があります）",
        "de": "die Datei ist kein Spielprotokoll („format“ muss „{format}“ sein)"},
    "unsupported game log version {version} (this companion reads version {supported})": {
        "fr": "version de journal {version} non prise en charge (ce compagnon lit la version {supported})",
        "ja": "ゲーム記録のバージョン {version} には対応していません（対応バージョン：{supported}）",
        "de": "Protokollversion {version} wird nicht unterstützt (diese Version liest {supported})"},
    'unknown key "{key}" in the game log': {
        "fr": "clé inconnue « {key} » dans le journal de partie", "ja": "ゲーム記録に不明なキー「{key}」があります",
        "de": "unbekannter Schlüssel „{key}“ im Spielprotokoll"},
    "the game log does not name its game": {
        "fr": "le journal de partie ne nomme pas son jeu", "ja": "ゲーム記録にゲーム名がありません",
        "de": "das Spielprotokoll nennt sein Spiel nicht"},
    '"events" must be a list': {"fr": "« events » doit être une liste", "ja": "\"events\" はリストでなければなりません", "de": "„events“ muss eine Liste sein"},
    "the option first_player must name a player at the table, not {value}": {
        "fr": "l’option first_player doit nommer un joueur de la table, pas {value}",
        "ja": "first_player にはこの卓のプレイヤー名を指定してください（{value} ではありません）",
        "de": "die Option first_player muss einen Spieler am Tisch nennen, nicht {value}"},
    "the option {key} must be a whole number, {bound}, not {value}": {
        "fr": "l’option {key} doit être un nombre entier, {bound}, pas {value}",
        "ja": "設定 {key} は整数（{bound}）でなければなりません（{value} ではありません）",
        "de": "die Option {key} muss eine ganze Zahl sein, {bound}, nicht {value}"},
    "there is nothing to undo": {"fr": "il n’y a rien à annuler", "ja": "元に戻す操作がありません", "de": "es gibt nichts rückgängig zu machen"},
    "there is nothing to redo": {"fr": "il n’y a rien à rétablir", "ja": "やり直す操作がありません", "de": "es gibt nichts wiederherzustellen"},
    'the event needs a "{key}": the name of a player': {
        "fr": "l’événement a besoin de « {key} » : le nom d’un joueur",
        "ja": "イベントには \"{key}\"（プレイヤー名）が必要です",
        "de": "das Ereignis braucht „{key}“: den Namen eines Spielers"},
    "\"{key}\" must be a player's name, not {value}": {
        "fr": "« {key} » doit être le nom d’un joueur, pas {value}",
        "ja": "\"{key}\" はプレイヤー名でなければなりません（{value} ではありません）",
        "de": "„{key}“ muss ein Spielername sein, nicht {value}"},
    "{name} is not playing at this table": {
        "fr": "{name} ne joue pas à cette table", "ja": "{name} はこの卓のプレイヤーではありません",
        "de": "{name} spielt nicht an diesem Tisch"},
    'the event needs "{key}", a whole number': {
        "fr": "l’événement a besoin de « {key} », un nombre entier",
        "ja": "イベントには \"{key}\"（整数）が必要です", "de": "das Ereignis braucht „{key}“, eine ganze Zahl"},
    "{what} must be a whole number, not {value}": {
        "fr": "{what} doit être un nombre entier, pas {value}", "ja": "{what} は整数でなければなりません（{value} ではありません）",
        "de": "{what} muss eine ganze Zahl sein, nicht {value}"},
    "{what} must be at least {minimum}, not {value}": {
        "fr": "{what} doit valoir au moins {minimum}, pas {value}",
        "ja": "{what} は{minimum}以上でなければなりません（{value} ではありません）",
        "de": "{what} muss mindestens {minimum} sein, nicht {value}"},
    '"{key}" must be true or false, not {value}': {
        "fr": "« {key} » doit valoir true ou false, pas {value}",
        "ja": "\"{key}\" は true か false でなければなりません（{value} ではありません）",
        "de": "„{key}“ muss true oder false sein, nicht {value}"},
    'the event needs "{key}", one of: {choices}': {
        "fr": "l’événement a besoin de « {key} », parmi : {choices}",
        "ja": "イベントには \"{key}\" が必要です（{choices} のいずれか）",
        "de": "das Ereignis braucht „{key}“, eines von: {choices}"},
    '"{key}" must be one of: {choices} (not {value})': {
        "fr": "« {key} » doit être parmi : {choices} (pas {value})",
        "ja": "\"{key}\" は {choices} のいずれかでなければなりません（{value} ではありません）",
        "de": "„{key}“ muss eines sein von: {choices} (nicht {value})"},
    "\"{key}\" must give every player's hand total": {
        "fr": "« {key} » doit donner le total de la main de chaque joueur",
        "ja": "\"{key}\" には全員の手札の合計が必要です",
        "de": "„{key}“ muss die Handsumme jedes Spielers angeben"},
    '"{key}" names {name}, who is not playing at this table': {
        "fr": "« {key} » nomme {name}, qui ne joue pas à cette table",
        "ja": "\"{key}\" に、この卓にいない {name} が含まれています",
        "de": "„{key}“ nennt {name}, der nicht an diesem Tisch spielt"},
    '"{key}" is missing the hand total of {names}': {
        "fr": "il manque dans « {key} » le total de la main de {names}",
        "ja": "\"{key}\" に {names} の手札の合計がありません",
        "de": "in „{key}“ fehlt die Handsumme von {names}"},
    "{what} must be at most {maximum}, not {value}": {
        "fr": "{what} doit valoir au plus {maximum}, pas {value}",
        "ja": "{what} は{maximum}以下でなければなりません（{value} ではありません）",
        "de": "{what} darf höchstens {maximum} sein, nicht {value}"},
    "that is {count} cards at once; the limit is {limit}": {
        "fr": "cela fait {count} cartes d’un coup ; la limite est de {limit}",
        "ja": "一度に{count}枚です。上限は{limit}枚です",
        "de": "das sind {count} Karten auf einmal; die Grenze liegt bei {limit}"},
    "a text in the log is {length} characters long; the limit is {limit}": {
        "fr": "un texte du journal fait {length} caractères ; la limite est de {limit}",
        "ja": "記録の中の文字列が{length}文字あります。上限は{limit}文字です",
        "de": "ein Text im Protokoll ist {length} Zeichen lang; die Grenze liegt bei {limit}"},
    "a text in the log is not valid Unicode (it holds a lone surrogate such as \\udc80)": {
        "fr": "un texte du journal n’est pas de l’Unicode valide (il contient un substitut isolé comme \\udc80)",
        "ja": "記録の中の文字列が正しいUnicodeではありません（\\udc80 のような単独のサロゲートを含んでいます）",
        "de": "ein Text im Protokoll ist kein gültiges Unicode (er enthält ein einzelnes Surrogat wie \\udc80)"},
    "the number {number} ({digits} digits) is too large: numbers in a game log stay within ±{limit}": {
        "fr": "le nombre {number} ({digits} chiffres) est trop grand : les nombres d’un journal de partie restent entre ±{limit}",
        "ja": "数 {number}（{digits}桁）は大きすぎます。ゲーム記録の数は ±{limit} の範囲までです",
        "de": "die Zahl {number} ({digits} Stellen) ist zu groß: Zahlen in einem Spielprotokoll bleiben innerhalb von ±{limit}"},
    "a number in the log is too large (beyond what JSON can hold)": {
        "fr": "un nombre du journal est trop grand (au-delà de ce que JSON peut contenir)",
        "ja": "記録の中の数が大きすぎます（JSONで扱える範囲を超えています）",
        "de": "eine Zahl im Protokoll ist zu groß (mehr, als JSON fassen kann)"},
    "the game log has {count} events; the limit is {limit}": {
        "fr": "le journal de partie contient {count} événements ; la limite est de {limit}",
        "ja": "ゲーム記録に{count}件の出来事があります。上限は{limit}件です",
        "de": "das Spielprotokoll enthält {count} Ereignisse; die Grenze liegt bei {limit}"},
    "a game holds at most {limit} events": {
        "fr": "une partie contient au plus {limit} événements",
        "ja": "1つのゲームに記録できる出来事は{limit}件までです",
        "de": "ein Spiel umfasst höchstens {limit} Ereignisse"},
    'the name "{name}" holds an invisible or control character ({code}): names hold only letters, digits, spaces and punctuation': {
        "fr": "le nom « {name} » contient un caractère invisible ou de contrôle ({code}) : un nom ne contient que des lettres, des chiffres, des espaces et de la ponctuation",
        "ja": "名前「{name}」に見えない文字または制御文字（{code}）が含まれています。名前に使えるのは文字・数字・空白・句読点だけです",
        "de": "der Name „{name}“ enthält ein unsichtbares oder Steuerzeichen ({code}): Namen bestehen nur aus Buchstaben, Ziffern, Leerzeichen und Satzzeichen"},
    "{label}: type a whole number from 0 to {maximum}.": {
        "fr": "{label} : saisissez un nombre entier de 0 à {maximum}.",
        "ja": "{label}：0〜{maximum}の整数を入力してください。",
        "de": "{label}: Geben Sie eine ganze Zahl von 0 bis {maximum} ein."},
}
