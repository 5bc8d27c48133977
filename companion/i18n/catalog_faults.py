"""Translations of the storage error pages (full disk, read-only or unreachable database)."""

MESSAGES = {
    "The server's disk is full, so this was not saved. Everything recorded before is safe. "
    "Ask whoever runs the companion to free some space, then tap again.": {
        "fr": "Le disque du serveur est plein : ceci n’a pas été enregistré. Tout ce qui a été noté avant est "
              "en sécurité. Demandez à la personne qui fait tourner le compagnon de libérer de la place, "
              "puis touchez de nouveau.",
        "ja": "サーバーのディスクがいっぱいのため、保存できませんでした。これまでの記録は無事です。"
              "コンパニオンを動かしている人に空き容量を作ってもらってから、もう一度タップしてください。",
        "de": "Die Festplatte des Servers ist voll, daher wurde das nicht gespeichert. Alles bisher "
              "Festgehaltene ist sicher. Bitten Sie die Person, die den Companion betreibt, Platz zu schaffen, "
              "und tippen Sie dann erneut.",
    },
    "The server cannot save right now: its database is read-only. Everything recorded before is safe. "
    "Ask whoever runs the companion to check the data folder, then tap again.": {
        "fr": "Le serveur ne peut pas enregistrer pour l’instant : sa base de données est en lecture seule. "
              "Tout ce qui a été noté avant est en sécurité. Demandez à la personne qui fait tourner le "
              "compagnon de vérifier le dossier de données, puis touchez de nouveau.",
        "ja": "サーバーのデータベースが読み取り専用のため、今は保存できません。これまでの記録は無事です。"
              "コンパニオンを動かしている人にデータフォルダーを確認してもらってから、もう一度タップしてください。",
        "de": "Der Server kann gerade nicht speichern: Seine Datenbank ist schreibgeschützt. Alles bisher "
              "Festgehaltene ist sicher. Bitten Sie die Person, die den Companion betreibt, den Datenordner "
              "zu prüfen, und tippen Sie dann erneut.",
    },
    "The server cannot reach its database right now, so this was not saved. Everything "
    "recorded before is safe. Wait a moment, then try again.": {
        "fr": "Le serveur n’arrive pas à joindre sa base de données : ceci n’a pas été enregistré. Tout ce "
              "qui a été noté avant est en sécurité. Patientez un instant, puis réessayez.",
        "ja": "サーバーがデータベースに接続できないため、保存できませんでした。これまでの記録は無事です。"
              "少し待ってから、もう一度お試しください。",
        "de": "Der Server erreicht seine Datenbank gerade nicht, daher wurde das nicht gespeichert. Alles "
              "bisher Festgehaltene ist sicher. Warten Sie einen Moment und versuchen Sie es dann erneut.",
    },
    "The server's database file was removed or replaced while it was running, so this was not "
    "saved. Ask whoever runs the companion to restore the file from a backup if there is one, "
    "then restart it.": {
        "fr": "Le fichier de base de données du serveur a été supprimé ou remplacé pendant qu’il tournait : "
              "ceci n’a pas été enregistré. Demandez à la personne qui fait tourner le compagnon de remettre "
              "le fichier depuis une sauvegarde s’il y en a une, puis de le redémarrer.",
        "ja": "サーバーの動作中にデータベースファイルが削除または置き換えられたため、保存できませんでした。"
              "コンパニオンを動かしている人に、バックアップがあればファイルを戻してから再起動してもらってください。",
        "de": "Die Datenbankdatei des Servers wurde während des Betriebs gelöscht oder ersetzt, daher wurde das "
              "nicht gespeichert. Bitten Sie die Person, die den Companion betreibt, die Datei aus einer "
              "Sicherung wiederherzustellen, falls es eine gibt, und ihn dann neu zu starten.",
    },
    "The server's database file is damaged, so this was not saved. Ask whoever runs the "
    "companion to restart it: it will say how to recover.": {
        "fr": "Le fichier de base de données du serveur est endommagé : ceci n’a pas été enregistré. Demandez "
              "à la personne qui fait tourner le compagnon de le redémarrer : il indiquera comment réparer.",
        "ja": "サーバーのデータベースファイルが壊れているため、保存できませんでした。"
              "コンパニオンを動かしている人に再起動してもらってください。復旧の方法が表示されます。",
        "de": "Die Datenbankdatei des Servers ist beschädigt, daher wurde das nicht gespeichert. Bitten Sie "
              "die Person, die den Companion betreibt, ihn neu zu starten: Er sagt dann, wie es weitergeht.",
    },
}
