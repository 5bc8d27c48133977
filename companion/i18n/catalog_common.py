"""Translations shared by every page: the frame, navigation, errors."""

MESSAGES = {
    "Rainbow Companion": {"fr": "Rainbow Companion", "ja": "レインボー・コンパニオン", "de": "Rainbow Companion"},
    "Skip to content": {"fr": "Aller au contenu", "ja": "本文へ移動", "de": "Zum Inhalt springen"},
    "Language": {"fr": "Langue", "ja": "言語", "de": "Sprache"},
    "Change language": {"fr": "Changer de langue", "ja": "言語を変更", "de": "Sprache wechseln"},
    "Main menu": {"fr": "Menu principal", "ja": "メインメニュー", "de": "Hauptmenü"},
    "Home": {"fr": "Accueil", "ja": "ホーム", "de": "Start"},
    "Rules": {"fr": "Règles", "ja": "ルール", "de": "Regeln"},
    "Print": {"fr": "Imprimer", "ja": "印刷", "de": "Drucken"},
    "Page not found": {"fr": "Page introuvable", "ja": "ページが見つかりません", "de": "Seite nicht gefunden"},
    "This page does not exist. Check the link, or start from the home page.": {
        "fr": "Cette page n’existe pas. Vérifiez le lien ou repartez de l’accueil.",
        "ja": "このページはありません。リンクを確かめるか、ホームからやり直してください。",
        "de": "Diese Seite gibt es nicht. Prüfen Sie den Link oder beginnen Sie auf der Startseite.",
    },
    "Something went wrong": {"fr": "Un problème est survenu", "ja": "問題が発生しました", "de": "Etwas ist schiefgelaufen"},
    "Back to the home page": {"fr": "Retour à l’accueil", "ja": "ホームに戻る", "de": "Zurück zur Startseite"},
    "This form has expired or came from another site. Reload the page and try again.": {
        "fr": "Ce formulaire a expiré ou vient d’un autre site. Rechargez la page et réessayez.",
        "ja": "このフォームは期限切れか、別のサイトから送られました。ページを再読み込みしてもう一度お試しください。",
        "de": "Dieses Formular ist abgelaufen oder kam von einer anderen Seite. Laden Sie die Seite neu und versuchen Sie es erneut.",
    },
    "The request was not understood.": {"fr": "La requête n’a pas été comprise.", "ja": "リクエストを理解できませんでした。", "de": "Die Anfrage wurde nicht verstanden."},
    "That is too much data for one request: the limit is 2 MB (a game log is far smaller).": {
        "fr": "C’est trop de données pour une seule requête : la limite est de 2 Mo (un journal de partie est bien plus petit).",
        "ja": "1回のリクエストとしてはデータが多すぎます。上限は2 MBです（ゲーム記録はずっと小さいはずです）。",
        "de": "Das sind zu viele Daten für eine Anfrage: Die Grenze liegt bei 2 MB (ein Spielprotokoll ist viel kleiner)."},
    "This method is not allowed here.": {"fr": "Cette méthode n’est pas permise ici.", "ja": "この方法はここでは使えません。", "de": "Diese Methode ist hier nicht erlaubt."},
    "The server could not finish this request. Nothing was lost; please try again.": {
        "fr": "Le serveur n’a pas pu terminer cette requête. Rien n’est perdu ; réessayez.",
        "ja": "サーバーがこのリクエストを完了できませんでした。データは失われていません。もう一度お試しください。",
        "de": "Der Server konnte diese Anfrage nicht abschließen. Nichts ging verloren; bitte erneut versuchen.",
    },
}
