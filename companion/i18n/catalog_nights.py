"""Translations of game nights, recent tables, connection trouble and the installable app (issue 15).

French puts a narrow no-break space (\\u202f) before : ; ? and !.
"""

MESSAGES = {
    # Connection trouble (static/js/connection.js gets these on its script tag).
    "No connection to the server: what you see may be out of date. Trying again…": {
        "fr": "Pas de connexion au serveur\u202f: ce que vous voyez n’est peut-être plus à jour. Nouvel essai en cours…",
        "ja": "サーバーに接続できません。表示が最新でないかもしれません。再接続しています…",
        "de": "Keine Verbindung zum Server: Was Sie sehen, ist vielleicht nicht aktuell. Neuer Versuch läuft …"},
    "Connected again.": {"fr": "Connexion rétablie.", "ja": "再接続しました。", "de": "Wieder verbunden."},
    "Not sent: no connection to the server. Your action is kept here: tap “Try again” when the connection is back.": {
        "fr": "Non envoyé\u202f: pas de connexion au serveur. Votre action est gardée ici\u202f: touchez « Réessayer » quand la connexion sera revenue.",
        "ja": "送信できませんでした。サーバーに接続できません。操作はここに残しています。接続が戻ったら「もう一度送る」を押してください。",
        "de": "Nicht gesendet: keine Verbindung zum Server. Ihre Aktion bleibt hier erhalten: Tippen Sie auf „Erneut versuchen“, sobald die Verbindung wieder da ist."},
    "Connected again. Your action was not sent yet: tap “Try again”.": {
        "fr": "Connexion rétablie. Votre action n’a pas encore été envoyée\u202f: touchez « Réessayer ».",
        "ja": "再接続しました。操作はまだ送信されていません。「もう一度送る」を押してください。",
        "de": "Wieder verbunden. Ihre Aktion wurde noch nicht gesendet: Tippen Sie auf „Erneut versuchen“."},
    "Try again": {"fr": "Réessayer", "ja": "もう一度送る", "de": "Erneut versuchen"},
    # Recent tables on the home page.
    "Back to a table": {"fr": "Revenir à une table", "ja": "卓に戻る", "de": "Zurück zu einem Tisch"},
    "The tables this phone has opened, newest first. This list is kept on this phone only.": {
        "fr": "Les tables ouvertes sur ce téléphone, la plus récente d’abord. Cette liste reste sur ce téléphone.",
        "ja": "このスマホで開いた卓（新しい順）。この一覧はこのスマホにだけ保存されます。",
        "de": "Die Tische, die dieses Handy geöffnet hat, der neueste zuerst. Diese Liste bleibt nur auf diesem Handy."},
    "Forget": {"fr": "Oublier", "ja": "削除", "de": "Vergessen"},
    "The table is forgotten on this phone.": {
        "fr": "La table est oubliée sur ce téléphone.", "ja": "この卓をこのスマホの一覧から削除しました。",
        "de": "Der Tisch ist auf diesem Handy vergessen."},
    "Over": {"fr": "Terminée", "ja": "終了", "de": "Beendet"},
    "Round": {"fr": "Manche", "ja": "ラウンド", "de": "Runde"},
    "Round {round}": {"fr": "Manche {round}", "ja": "第{round}ラウンド", "de": "Runde {round}"},
    "{count} card left to draw": {"fr": "{count} carte à piocher", "ja": "山札の残り{count}枚", "de": "noch {count} Karte zu ziehen"},
    "{count} cards left to draw": {"fr": "{count} cartes à piocher", "ja": "山札の残り{count}枚", "de": "noch {count} Karten zu ziehen"},
    "Not started yet": {"fr": "Pas encore commencée", "ja": "未開始", "de": "Noch nicht begonnen"},
    "Turn {number}": {"fr": "Tour {number}", "ja": "{number}手番目", "de": "Zug {number}"},
    # The next game.
    "Game night": {"fr": "Soirée de jeux", "ja": "ゲームナイト", "de": "Spieleabend"},
    "Who starts the next game": {"fr": "Qui commence la partie suivante", "ja": "次のゲームの最初のプレイヤー",
                                 "de": "Wer beginnt das nächste Spiel"},
    "As the rules say: {player}": {"fr": "Selon la règle\u202f: {player}", "ja": "ルールどおり：{player}",
                                   "de": "Wie die Regeln sagen: {player}"},
    "In the next game, the reveal decides who starts, as the rules say.": {
        "fr": "Dans la partie suivante, les cartes révélées décident qui commence, comme le dit la règle.",
        "ja": "次のゲームでも、ルールどおりカードを公開して最初のプレイヤーを決めます。",
        "de": "Im nächsten Spiel entscheidet das Aufdecken, wer beginnt, wie es die Regeln sagen."},
    "New game with the same players": {"fr": "Nouvelle partie avec les mêmes joueurs", "ja": "同じメンバーで次のゲーム",
                                       "de": "Neues Spiel mit denselben Spielern"},
    "Go to the next game": {"fr": "Aller à la partie suivante", "ja": "次のゲームへ", "de": "Zum nächsten Spiel"},
    "Results of this game night": {"fr": "Résultats de cette soirée de jeux", "ja": "このゲームナイトの結果",
                                   "de": "Ergebnisse dieses Spieleabends"},
    "The next game can start once this game is over.": {
        "fr": "La partie suivante pourra commencer quand celle-ci sera terminée.",
        "ja": "次のゲームは、このゲームが終わってから始められます。",
        "de": "Das nächste Spiel kann beginnen, sobald dieses Spiel vorbei ist."},
    "Choose who starts the next game from the list.": {
        "fr": "Choisissez dans la liste qui commence la partie suivante.",
        "ja": "次のゲームの最初のプレイヤーを一覧から選んでください。",
        "de": "Wählen Sie aus der Liste, wer das nächste Spiel beginnt."},
    # The night page.
    "{count} game, linked by “New game with the same players”.": {
        "fr": "{count} partie, reliée par « Nouvelle partie avec les mêmes joueurs ».",
        "ja": "「同じメンバーで次のゲーム」でつながった{count}ゲーム。",
        "de": "{count} Spiel, verbunden durch „Neues Spiel mit denselben Spielern“."},
    "{count} games, linked by “New game with the same players”.": {
        "fr": "{count} parties, reliées par « Nouvelle partie avec les mêmes joueurs ».",
        "ja": "「同じメンバーで次のゲーム」でつながった{count}ゲーム。",
        "de": "{count} Spiele, verbunden durch „Neues Spiel mit denselben Spielern“."},
    "Wins per player": {"fr": "Victoires par joueur", "ja": "プレイヤーごとの勝利数", "de": "Siege pro Spieler"},
    "Games won": {"fr": "Parties gagnées", "ja": "勝ったゲーム", "de": "Gewonnene Spiele"},
    "Game {number}: {title}": {"fr": "Partie {number}\u202f: {title}", "ja": "第{number}ゲーム：{title}",
                               "de": "Spiel {number}: {title}"},
    "Still being played: {standing}": {"fr": "En cours\u202f: {standing}", "ja": "プレイ中：{standing}",
                                       "de": "Läuft noch: {standing}"},
    "Open the table of game {number}": {"fr": "Ouvrir la table de la partie {number}", "ja": "第{number}ゲームの卓を開く",
                                        "de": "Den Tisch von Spiel {number} öffnen"},
    "Keep this night": {"fr": "Garder cette soirée", "ja": "このゲームナイトを保存", "de": "Diesen Abend aufbewahren"},
    "Download the whole night (JSON)": {"fr": "Télécharger toute la soirée (JSON)", "ja": "ゲームナイト全体をダウンロード（JSON）",
                                        "de": "Den ganzen Abend herunterladen (JSON)"},
    "No round has ended yet.": {"fr": "Aucune manche n’est encore terminée.", "ja": "まだ終わったラウンドはありません。",
                                "de": "Noch keine Runde ist zu Ende."},
    "Rain tokens after each round": {"fr": "Jetons Pluie après chaque manche", "ja": "各ラウンド後の雨トークン",
                                     "de": "Regenmarken nach jeder Runde"},
    "Field card points at the end": {"fr": "Points des cartes du terrain à la fin", "ja": "終了時の場札の得点",
                                     "de": "Punkte der Feldkarten am Ende"},
    "Snake cards taken": {"fr": "Cartes de serpent prises", "ja": "取ったヘビのカード", "de": "Genommene Schlangenkarten"},
    "Points": {"fr": "Points", "ja": "得点", "de": "Punkte"},
    "Turns played": {"fr": "Tours joués", "ja": "プレイした手番", "de": "Gespielte Züge"},
    "Turns": {"fr": "Tours", "ja": "手番", "de": "Züge"},
    # Import of a night.
    "Open a game night file": {"fr": "Ouvrir le fichier d’une soirée de jeux", "ja": "ゲームナイトのファイルを開く",
                               "de": "Eine Spieleabend-Datei öffnen"},
    "Choose a file saved with “Download the whole night”. Every game of the night becomes a table again, linked in the same order; if one game is refused, nothing is stored.": {
        "fr": "Choisissez un fichier enregistré avec « Télécharger toute la soirée ». Chaque partie redevient une table, reliée dans le même ordre\u202f; si une partie est refusée, rien n’est enregistré.",
        "ja": "「ゲームナイト全体をダウンロード」で保存したファイルを選んでください。各ゲームが同じ順につながった卓に戻ります。1つでも受け付けられないゲームがあれば、何も保存されません。",
        "de": "Wählen Sie eine Datei, die mit „Den ganzen Abend herunterladen“ gespeichert wurde. Jedes Spiel des Abends wird wieder ein Tisch, in derselben Reihenfolge verbunden; wird ein Spiel abgelehnt, wird nichts gespeichert."},
    "Game night file (.json)": {"fr": "Fichier de la soirée (.json)", "ja": "ゲームナイトのファイル（.json）",
                                "de": "Spieleabend-Datei (.json)"},
    "Open this game night": {"fr": "Ouvrir cette soirée", "ja": "このゲームナイトを開く", "de": "Diesen Spieleabend öffnen"},
    "Choose a game night file to upload.": {"fr": "Choisissez le fichier d’une soirée de jeux à envoyer.",
                                            "ja": "送信するゲームナイトのファイルを選んでください。",
                                            "de": "Wählen Sie eine Spieleabend-Datei zum Hochladen."},
    "The file is not a game night: it is not UTF-8 text.": {
        "fr": "Ce fichier n’est pas une soirée de jeux\u202f: ce n’est pas du texte UTF-8.",
        "ja": "このファイルはゲームナイトではありません（UTF-8のテキストではありません）。",
        "de": "Die Datei ist kein Spieleabend: Sie ist kein UTF-8-Text."},
    "Game {game}: {problem}": {"fr": "Partie {game}\u202f: {problem}", "ja": "第{game}ゲーム：{problem}",
                               "de": "Spiel {game}: {problem}"},
    "the file is not a game night (\"format\" must be \"{format}\")": {
        "fr": "ce fichier n’est pas une soirée de jeux (« format » doit valoir « {format} »)",
        "ja": "このファイルはゲームナイトではありません（\"format\" は \"{format}\" でなければなりません）",
        "de": "die Datei ist kein Spieleabend („format“ muss „{format}“ sein)"},
    "unsupported game night version {version} (this companion reads version {supported})": {
        "fr": "version de soirée {version} non prise en charge (ce compagnon lit la version {supported})",
        "ja": "ゲームナイトのバージョン{version}には対応していません（読めるのはバージョン{supported}です）",
        "de": "Spieleabend-Version {version} wird nicht unterstützt (dieser Begleiter liest Version {supported})"},
    "unknown key \"{key}\" in the game night": {
        "fr": "clé inconnue « {key} » dans la soirée", "ja": "ゲームナイトに不明なキー \"{key}\" があります",
        "de": "unbekannter Schlüssel „{key}“ im Spieleabend"},
    "\"games\" must be a list of 1 to {limit} game logs": {
        "fr": "« games » doit être une liste de 1 à {limit} journaux de partie",
        "ja": "\"games\" は1〜{limit}件のゲーム記録のリストでなければなりません",
        "de": "„games“ muss eine Liste von 1 bis {limit} Spielprotokollen sein"},
    # The installable app.
    "Rainbow": {"fr": "Rainbow", "ja": "レインボー", "de": "Rainbow"},
}
