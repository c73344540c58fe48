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

# The table as a Discord Activity, and the board's button that launches it.
web-play-in-discord = Jouer dans Discord
activity-opening = Ouverture de la table dans Discord…
activity-failed = Discord n'a pas ouvert la table : fermez l'Activité et rouvrez-la depuis **Jouer dans Discord** sous le plateau.
activity-cannot-launch = Discord ne peut pas ouvrir la table ici (son Activité n'est pas activée pour ce serveur, ce salon ou cet appareil) : ouvrez-la plutôt dans votre navigateur.
refusal-activity-off = La table ne s'ouvre pas dans Discord ici : utilisez plutôt **Suivre en direct ↗**.
refusal-activity-outside = Ceci ne s'ouvre que dans Discord, depuis **Jouer dans Discord** sous le plateau. Rien n'a été changé.
refusal-activity-code = Discord n'a pas confirmé qui vous êtes : fermez l'Activité et rouvrez-la. Rien n'a été changé.
refusal-activity-token = Discord ne confirme plus qui vous êtes : fermez l'Activité et rouvrez-la. Rien n'a été changé.
refusal-activity-instance = Le bot ne connaît pas cette Activité dans ce salon : ouvrez-la depuis **Jouer dans Discord** sous le plateau. Rien n'a été changé.
refusal-activity-no-table = Il n'y a pas encore de table dans ce salon : lancez-en une avec la commande **start** d'un jeu.
refusal-activity-discord = Discord n'a pas répondu à temps : réessayez dans un instant. Rien n'a été changé.
refusal-activity-busy = Beaucoup de monde ouvre la table en ce moment : réessayez dans un instant. Rien n'a été changé.
