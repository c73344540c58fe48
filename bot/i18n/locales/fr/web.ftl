# La table en direct dans un navigateur, et les boutons Discord qui l'ouvrent.
web-open-table = Ouvrir la table ↗
web-watch-live = Suivre en direct ↗
web-reconnecting = Connexion perdue : reconnexion…
web-watching = Vous regardez la partie : le plateau est en direct.
web-your-move = À vous de jouer.
web-waiting = En attente des autres joueurs.
web-table-finished = La partie est terminée.
web-table-cancelled = Cette partie a été annulée.
web-table-frozen = Cette partie est en pause : l'opérateur du bot a été prévenu.
refusal-web-message = La page a envoyé quelque chose que le bot ne comprend pas : rechargez-la. Rien n'a été changé.
refusal-web-watching = Vous regardez cette table : seuls ses joueurs peuvent jouer. Rien n'a été changé.
refusal-web-off = Cette table n'est pas montrée en direct dans un navigateur pour l'instant.
