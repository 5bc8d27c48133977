"""Translations of the rule pages' frame and search (the rule texts live in companion/rulebook/text/)."""

MESSAGES = {
    "Search the rules": {"fr": "Chercher dans les règles", "ja": "ルールを検索", "de": "In den Regeln suchen"},
    "Type a few words, for example: violet 7, who starts, tie.": {
        "fr": "Tapez quelques mots, par exemple : 7 violet, qui commence, égalité.",
        "ja": "いくつか言葉を入力してください。例：紫の7、だれから、同点。",
        "de": "Geben Sie ein paar Wörter ein, zum Beispiel: violette 7, wer beginnt, Gleichstand.",
    },
    "Which game": {"fr": "Quel jeu", "ja": "ゲーム", "de": "Welches Spiel"},
    "All games": {"fr": "Tous les jeux", "ja": "すべてのゲーム", "de": "Alle Spiele"},
    "Find": {"fr": "Trouver", "ja": "探す", "de": "Finden"},
    "Type a few words to find a rule.": {
        "fr": "Tapez quelques mots pour trouver une règle.",
        "ja": "言葉を入力すると、ルールが見つかります。",
        "de": "Geben Sie ein paar Wörter ein, um eine Regel zu finden.",
    },
    "One section matches “{query}”.": {
        "fr": "Une section correspond à « {query} ».",
        "ja": "「{query}」に合う項目が1件あります。",
        "de": "Ein Abschnitt passt zu „{query}“.",
    },
    "{count} sections match “{query}”.": {
        "fr": "{count} sections correspondent à « {query} ».",
        "ja": "「{query}」に合う項目が{count}件あります。",
        "de": "{count} Abschnitte passen zu „{query}“.",
    },
    "No section matches “{query}”. Try other words, or fewer.": {
        "fr": "Aucune section ne correspond à « {query} ». Essayez d’autres mots, ou moins de mots.",
        "ja": "「{query}」に合う項目はありません。別の言葉か、もっと短い言葉で試してください。",
        "de": "Kein Abschnitt passt zu „{query}“. Versuchen Sie andere oder weniger Wörter.",
    },
    "Matching words:": {"fr": "Mots trouvés :", "ja": "一致した言葉：", "de": "Gefundene Wörter:"},
    "“{query}” in the rules": {"fr": "« {query} » dans les règles", "ja": "ルール内の「{query}」",
                               "de": "„{query}“ in den Regeln"},
    "Search results": {"fr": "Résultats de la recherche", "ja": "検索結果", "de": "Suchergebnisse"},
    "All rule books": {"fr": "Toutes les règles", "ja": "すべてのルールブック", "de": "Alle Regelhefte"},
    "The rules of the four games, written for reading aloud. Every section has its own link.": {
        "fr": "Les règles des quatre jeux, écrites pour être lues à voix haute. Chaque section a son propre lien.",
        "ja": "4つのゲームのルールです。読み上げで聞きやすいように書いています。どの項目にも専用のリンクがあります。",
        "de": "Die Regeln der vier Spiele, zum Vorlesen geschrieben. Jeder Abschnitt hat einen eigenen Link.",
    },
    "Rule books": {"fr": "Livrets de règles", "ja": "ルールブック", "de": "Regelhefte"},
    "This page in other languages": {"fr": "Cette page dans d’autres langues", "ja": "このページの他の言語版",
                                     "de": "Diese Seite in anderen Sprachen"},
    "Contents of the rules": {"fr": "Sommaire des règles", "ja": "ルールの目次", "de": "Inhalt der Regeln"},
    "Back to contents": {"fr": "Retour au sommaire", "ja": "目次に戻る", "de": "Zurück zum Inhalt"},
    "Find a rule": {"fr": "Trouver une règle", "ja": "ルールを探す", "de": "Eine Regel finden"},
    "Other sections": {"fr": "Autres sections", "ja": "ほかの項目", "de": "Weitere Abschnitte"},
    "Previous section:": {"fr": "Section précédente :", "ja": "前の項目：", "de": "Vorheriger Abschnitt:"},
    "Next section:": {"fr": "Section suivante :", "ja": "次の項目：", "de": "Nächster Abschnitt:"},
    "All the rules of this game": {"fr": "Toutes les règles de ce jeu", "ja": "このゲームのルール全体",
                                   "de": "Alle Regeln dieses Spiels"},
    "There are no rules for this game. Choose one of the games in the list.": {
        "fr": "Il n’y a pas de règles pour ce jeu. Choisissez un des jeux de la liste.",
        "ja": "このゲームのルールはありません。一覧からゲームを選んでください。",
        "de": "Für dieses Spiel gibt es keine Regeln. Wählen Sie eines der Spiele aus der Liste.",
    },
}
