## Mots partagés par tous les jeux et toutes les parties du bot.

list-sep = {", "}
list-and = { $head } et { $last }
list-or = { $head } ou { $last }

## Refus des moteurs de règles.

game-over = La partie est terminée.
not-your-turn = Ce n'est pas votre tour.
not-a-seat = La place { $seat } n'est pas un joueur de cette table.
not-an-action = Ce n'est pas une action de ce jeu : { $value }.
config-no-seat-choices = { $game } n'a pas de choix à faire dans le salon.
config-unknown-game = Il n'y a pas de jeu { $name } (connus : { $known }).
config-players-range = Ce jeu se joue de { $low } à { $high } joueurs, pas { $value }.
config-unknown-option = Ce jeu n'a pas d'option { $name }.
config-data-file = Un fichier de données de ce jeu est invalide : { $detail }

## Refus du service.

refusal-unknown-table = Il n'y a pas de partie n° { $id }.
refusal-wrong-game = Ce contrôle n'est pas pour ce jeu (une partie de { $game }).
refusal-place-busy = Une partie de { $game } (n° { $id }) est déjà ouverte ici. Rejoignez-la, ou lancez une nouvelle partie dans un autre salon ou fil.
refusal-too-many-lobbies = Vous hébergez déjà { $most } tables ouvertes sur ce serveur : lancez-en une ou annulez-la d'abord.
refusal-already-started = La partie a déjà commencé.
refusal-not-started = La partie n'a pas encore commencé.
refusal-game-over = Cette partie est terminée.
refusal-game-cancelled = Cette partie a été annulée.
refusal-not-finished = La partie n° { $id } est toujours en cours : la revanche viendra après la fin.
refusal-replay-running = La partie n° { $id } est toujours en cours : son rejeu viendra après la fin.
refusal-frozen = Cette partie est en pause : ses coups enregistrés ne mènent plus à sa position enregistrée. Un administrateur a été prévenu.
refusal-frozen-table = La partie n° { $id } est en pause : ses coups enregistrés ne mènent plus à sa position enregistrée. Un administrateur a été prévenu.
refusal-not-host-start = Seul l'hôte peut lancer la partie.
refusal-not-moderator-cancel = Seul l'hôte ou un membre ayant « Gérer les messages » peut annuler la partie.
refusal-already-seated = Vous êtes déjà dans cette partie.
refusal-not-seated = Vous ne jouez pas dans cette partie.
refusal-private-control = Ce contrôle ne fonctionne que dans votre message privé (votre main ou votre panneau), pas ici.
refusal-table-full = La table est complète ({ $seats } places).
refusal-player-count = { $game } se joue de { $low } à { $high } joueurs ; { $seats ->
    [one] il y en a 1
   *[other] il y en a { $seats }
}.
refusal-their-turn = C'est au tour { DE($name) } : suivez le plateau.
refusal-nothing-to-do = Vous n'avez rien à faire pour l'instant.
refusal-stale-step = Ce bouton date d'une étape précédente ; utilisez le message le plus récent.
refusal-wrong-message = Ce bouton n'appartient pas à ce message : utilisez celui de la partie.
refusal-stale-round = Ce bouton date du tour { $pressed } ; la partie en est au tour { $current }. Utilisez le message le plus récent.
refusal-already-done = Vous avez déjà choisi cela.
refusal-conflict = Quelqu'un a joué au même moment ; réessayez.
refusal-unavailable = La partie n'a pas pu être chargée ; réessayez dans un instant.
refusal-restarting = Le bot redémarre : réessayez dans un instant. Rien n'a été changé.
refusal-ai-seats-range = Les places d'IA vont de 0 à { $most }.
refusal-ai-policy = La stratégie d'IA est l'une de { $policies }.
refusal-no-ai-seat = Il n'y a pas de place d'IA à retirer.
refusal-language = La langue { $value } n'existe pas ici : choisissez parmi { $languages }.
choice-not-listed = Ce choix n'est pas dans la liste.
control-failed = Quelque chose s'est mal passé avec ce contrôle (référence { $ref }). Si votre coup n'apparaît pas sur le plateau, réessayez depuis le message le plus récent.
command-failed = Quelque chose s'est mal passé avec cette commande (référence { $ref } : l'opérateur du bot peut la retrouver). Réessayez dans un instant.
database-unavailable = Les données de la partie sont injoignables pour l'instant. Réessayez dans un instant.
control-round-over = Le tour { $round } est terminé : votre contrôle a suivi la partie.
control-game-over = La partie n° { $id } est terminée : les scores finaux sont sur le plateau.

## Minuteurs.

timer-shape = Le minuteur est un objet avec une règle et des minutes.
timer-policy = Le minuteur est off, remind, autoplay ou drop, pas { $value }.
timer-minutes = Les minutes du minuteur sont un nombre de 0,5 à 1440, pas { $value }.
timer-misses = Les tours manqués du minuteur sont un nombre entier de 1 à 10, pas { $value }.
timer-off = pas de minuteur
timer-remind = rappel après { $minutes } min
timer-autoplay = l'IA joue pour vous après { $minutes } min
timer-drop = l'IA joue pour vous après { $minutes } min, et garde votre place après { $misses } tours manqués d'affilée

## Options, boutons et annonces communs.

option-on = oui
option-off = non
button-play = Jouer
button-confirm = Valider
button-your-turn = À vous
button-place = Placer
button-rematch = Revanche
rematch-opened = Revanche de la partie n° { $id }, ouverte par { $host }.
rematch-invite = Revanche de la partie n° { $id }, ouverte par { $host } : { $players }, appuyez sur **{ $join }** pour rejouer.
button-replay = Rejouer
replay-posted = **{ $game } · partie n° { $id }**, rejouée : la table après chaque manche, telle que tous l'ont vue. Le journal est joint.
wait-review = ⏳ Revue de la partie n° { $id } : chacun de vos coups face à celui de l’IA forte. Cela prend quelques secondes…
wait-tutorial = ⏳ Ouverture de votre tutoriel de { $game } : son fil et sa première donne…
wait-replay = ⏳ **{ $game } · partie n° { $id }** rejouée : dessin de ses plateaux…
button-step-through = Pas à pas
replay-step = **{ $game } · partie n° { $id }**, table { $board } sur { $boards } (vous seul la voyez)
replay-no-board = La partie n° { $id } n'a pas cette table.
refusal-replay-busy = Une partie de ce serveur est déjà en train d'être rejouée : réessayez une fois qu'elle est publiée.
board-game-over = **La partie est terminée.**
board-timer = Minuteur : { $timer }.
board-nobody-yet = personne pour l'instant
board-waiting-for = {" "}— on attend { $names }
notice-game-waits = la partie vous attend
notice-ai-played = l'IA a joué à sa place
notice-game-starts = 🎲 { $players } : la partie n° { $id } commence.
notice-reminder = { $user }, { $waiting }.
notice-ai-soon = L'IA jouera pour vous dans { $minutes } min.
notice-time-ran-out = Temps écoulé pour { $user } : { $played }.
notice-seat-taken = { $user } a quitté la partie ; une IA joue sa place désormais.
notice-seat-dropped = { $user } a manqué { $misses } tours d'affilée ; une IA joue sa place désormais.
notice-cancelled = La partie n° { $id } a été annulée.
notice-lobby-expired = La table de la partie n° { $id } est fermée : personne ne l'a lancée en { $minutes } minutes.
notice-game-expired = La partie n° { $id } est terminée : rien ne s'est passé à la table depuis { $hours } heures.
missing-permissions = Je ne peux pas mener une partie dans ce salon : il me manque { $permissions }. Demandez à un administrateur de me les accorder ici.
note-no-threads = La partie se jouera dans ce salon : pour donner un fil à chaque partie, accordez-moi { $permissions }.

## Le salon d'attente.

lobby-title = { $game } · partie n° { $id }
lobby-status-lobby = Appuyez sur **Rejoindre** pour jouer ({ $low }–{ $high } places). L'hôte appuie sur **Lancer**.
lobby-status-running = Lancée.
lobby-status-cancelled = Annulée.
lobby-status-finished = Terminée.
lobby-status-frozen = En pause.
lobby-seats = Places ({ $seated }/{ $seats })
lobby-options = Options
lobby-note = Remarque
lobby-ai-mark = {" "}(IA)
lobby-host-mark = {" "}· hôte
lobby-timer = minuteur : { $timer }
lobby-language = langue : { $language }
lobby-play-in = Jouez dans { $thread }.
lobby-play-below = Jouez ci-dessous.
lobby-button-join = Rejoindre
lobby-button-leave = Quitter
lobby-button-ai = Ajouter une IA
lobby-button-unai = Retirer une IA
lobby-button-start = Lancer
lobby-button-cancel = Annuler

## Réponses aux commandes.

none-open-here = Aucune partie de { $game } n'est ouverte ici. Lancez-en une avec /{ $command } start.
status-in-lobby = La partie n° { $id } est dans son salon d'attente : { $seated } { $seated ->
    [one] joueur assis
   *[other] joueurs assis
}.
you-left = Vous avez quitté la partie n° { $id }.
cancelled-by = La partie n° { $id } a été annulée par { $user }.
stats-no-games = { $name } n'a encore terminé aucune partie ici.
game-choice = n° { $id } · { $game } · { $players } · { $day }
stats-game-line = n° { $id } { $game } : { $score } { $score ->
    [one] point
   *[other] points
}, rang { $rank }{ $won ->
    [yes] {" "}· gagnée
   *[no] {""}
}
stats-last-games = Dernières parties { DE($name) }
stats-none-yet = Aucune partie terminée sur ce serveur pour l'instant.
stats-leader-line = { $rank }. { $name } : { $wins } victoires en { $games } parties · moyenne { $average } · meilleur { $best }
stats-leaderboard = Classement
ratings-title = { $game } · classement
ratings-line = { $rank }. { $name } : { $rating } ({ $games } { $games ->
    [one] partie
   *[other] parties
})
ratings-none-yet = Aucune partie de { $game } n'a encore été classée sur ce serveur.
ratings-ai = IA ({ $policy })
ratings-explained = Cote = niveau − 3 × son incertitude (openskill) : elle part de 0 et monte avec les victoires.
profile-title = Profil { DE($name) }
profile-game = cote { $rating } · { $games } { $games ->
    [one] partie
   *[other] parties
} · { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} · meilleur score { $best }
profile-last-games = Dernières parties
stats-ratings = Cotes
stats-rating-line = { $game } : { $rating } ({ $games } { $games ->
    [one] partie
   *[other] parties
})
help = **splitbot** arbitre des jeux de société. { $games } Les amis appuient sur **Rejoindre**, l'hôte sur **Lancer** ; { $where }. `/<jeu> rules` explique un jeu, `/<jeu> status` montre où en est la partie, `/splitbot stats` le classement, `/splitbot leaderboard` les cotes d'un jeu, `/splitbot-admin language` choisit la langue des nouvelles parties. Vous découvrez un jeu ? `/<jeu> tutoriel` vous l'apprend dans un fil rien qu'à vous.
help-game = `/{ $command } start` ouvre une table de { $game } ({ $how }).
help-threads = chaque partie a son propre fil
help-channel = les parties se jouent dans le salon
language-managers-only = Seuls les membres ayant « Gérer le serveur » peuvent choisir la langue du serveur.
language-follows-server = Les nouvelles parties suivent désormais la langue du serveur (l'anglais si le bot ne la parle pas).
language-set = Les nouvelles parties ici sont désormais en { $language }.
settings-title = Réglages de ce serveur pour les nouvelles parties
settings-managers-only = Seuls les membres ayant « Gérer le serveur » peuvent changer les réglages du serveur.
settings-timer = Minuteur
settings-lobby = Une table non lancée se ferme après
settings-idle = Une partie où rien ne se passe finit après
settings-timer-nudge = un joueur attendu est mentionné après { $round } min ({ $turn } min pour un tour)
settings-threads = Un fil par partie
settings-pings = Mentionner les joueurs (au début, et quand une partie les attend)
settings-minutes = { $minutes } min
settings-hours = { $hours } h
settings-yes = oui
settings-no = non
settings-default-mark = (par défaut)
settings-lobby-minutes-range = Une table attend de { $low } à { $high } minutes.
settings-idle-hours-range = Une partie attend de { $low } à { $high } heures.

## Commandes slash.

cmd-name-start = lancer
cmd-name-timer = minuteur
cmd-text-what-happens-when-someone-keeps-the-table-waiting-default-the-server-s = Ce qui se passe quand quelqu'un fait attendre la table (par défaut : le choix du serveur)
cmd-text-no-timer = pas de minuteur
cmd-text-remind = rappel
cmd-text-ai-plays-for-late-players = l'IA joue pour les retardataires
cmd-text-ai-plays-for-late-players-then-takes-the-seat = l'IA joue pour les retardataires, puis prend leur place
cmd-name-timer-minutes = minutes_minuteur
cmd-text-minutes-before-the-timer-acts-default-5 = Minutes avant que le minuteur agisse (5 par défaut)
cmd-name-ai-seats = places_ia
cmd-text-ai-players-to-seat-now-you-can-add-more-in-the-lobby = Joueurs IA à asseoir maintenant (d'autres peuvent s'ajouter dans le salon)
cmd-name-language = langue
cmd-text-the-table-s-language-default-the-server-s = La langue de la table (par défaut : celle du serveur)
cmd-name-rules = regles
cmd-name-status = etat
cmd-text-where-the-game-of-this-channel-or-thread-stands = Où en est la partie de ce salon ou de ce fil
cmd-name-leave = quitter
cmd-text-leave-the-game-here-an-ai-takes-your-seat = Quitter la partie ici (une IA prend votre place)
cmd-name-cancel = annuler
cmd-text-cancel-the-game-here-host-or-moderators = Annuler la partie ici (hôte ou modérateurs)
cmd-text-splitbot-stats-and-help = splitbot : statistiques et aide
cmd-name-stats = stats
cmd-text-the-server-s-leaderboard-or-one-player-s-record = Le classement du serveur, ou le bilan d'un joueur
cmd-name-member = membre
cmd-text-show-this-member-s-last-games-instead-of-the-leaderboard = Montrer les dernières parties de ce membre plutôt que le classement
cmd-name-leaderboard = classement
cmd-text-the-server-s-best-rated-players-of-a-game = Les joueurs les mieux classés du serveur à un jeu
cmd-name-game = jeu
cmd-text-the-game-whose-ratings-to-show = Le jeu dont montrer le classement
cmd-name-replay = rejouer
cmd-text-a-finished-game-of-this-server-replayed = Une partie terminée de ce serveur, rejouée
cmd-text-the-game-s-number-its-boards-and-final-message-show-it = Le numéro de la partie (ses tables et son message final l'indiquent)
menu-no-game-here = Aucune partie n’est en cours ici pour vous : ouvrez votre main depuis un message d’une partie que vous jouez (son plateau, ou son fil).
cmd-name-open-my-hand = Ouvrir ma main
cmd-name-splitbot-profile = Profil splitbot
cmd-name-profile = profil
cmd-text-a-member-s-ratings-records-and-last-games = Les cotes, le bilan et les dernières parties d'un membre
cmd-text-whose-profile-default-yours = Le profil de qui (par défaut : le vôtre)
cmd-name-settings = reglages
cmd-text-this-server-s-defaults-for-new-games = Les réglages de ce serveur pour les nouvelles parties
cmd-text-the-timer-of-new-games-when-their-host-chooses-none = Le minuteur des nouvelles parties quand l'hôte n'en choisit pas
cmd-text-its-minutes-default-5 = Ses minutes (5 par défaut)
cmd-name-lobby-minutes = minutes_table
cmd-text-minutes-a-lobby-waits-to-be-started = Minutes qu'une table attend d'être lancée
cmd-name-idle-hours = heures_inactive
cmd-text-hours-a-game-waits-for-anything-to-happen-before-it-ends = Heures qu'une partie attend qu'il se passe quelque chose avant de finir
cmd-name-threads = fils
cmd-text-whether-each-game-gets-a-thread-of-its-own = Si chaque partie a son propre fil
cmd-name-help = aide
cmd-text-what-splitbot-does-and-how-to-start = Ce que fait splitbot et comment commencer
cmd-text-the-language-of-this-server-s-new-games = La langue des nouvelles parties de ce serveur
cmd-text-leave-empty-to-follow-the-server-s-own-language = Laisser vide pour suivre la langue du serveur

## Mots communs des images.

# A label and its value (the language's own punctuation: French puts a space before ":").
label-value = { $label } : { $value }
image-points = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
image-wins = { $name } gagne
image-shared-win = Victoire partagée : { $names }

## Les permissions de Discord, comme ses réglages les nomment, et le nom des places d'IA.

permission-view_channel = Voir les salons
permission-send_messages = Envoyer des messages
permission-embed_links = Intégrer des liens
permission-attach_files = Joindre des fichiers
permission-read_message_history = Voir les anciens messages
permission-create_public_threads = Créer des fils publics
permission-send_messages_in_threads = Envoyer des messages dans les fils
ai-seat-name = { $level ->
    [easy] IA { $number } (facile)
    [strong] IA { $number } (forte)
   *[other] IA { $number }
}

## Mains en messages privés (l'option de table mains : mp)
refusal-hands = Les mains ne peuvent pas aller { $value } : choisissez parmi { $choices }.
board-hands-in-dms = ✉ Les mains sont en messages privés : le bouton ci-dessous mène à la vôtre.
lobby-hands-in-dms = mains en messages privés
dm-hand-title = { $game } · partie n° { $id }
dm-hand-is-here = Votre main est dans vos messages privés : { $link }
dm-hand-ai = Une IA joue désormais cette place.
dm-hand-waiting = Ce n'est pas encore à vous : vos commandes reviennent ici quand ce le sera.
notice-dms-closed = { $user }, je ne peux pas vous envoyer de messages privés : votre main s'ouvre donc ici avec le bouton de la table, comme d'habitude. (Pour la recevoir en privé la prochaine fois, autorisez les messages privés des membres de ce serveur.)
cmd-name-hands = mains
cmd-text-where-players-hands-are-direct-messages-suit-slow-games = Où sont les mains des joueurs (les messages privés conviennent aux parties lentes)
cmd-text-in-private-replies = dans des réponses privées
cmd-text-in-direct-messages = en messages privés
pings-on = Les parties vous mentionnent quand elles commencent et quand elles vous attendent. `/splitbot notifications non` l'arrête, sur tous les serveurs.
pings-off = Les parties ne vous mentionnent plus, sur aucun serveur (elles vous nomment toujours). `/splitbot notifications oui` rétablit les mentions.
cmd-name-pings = notifications
cmd-name-mentions = mentions
cmd-text-off = non
cmd-text-on = oui
cmd-text-on-mentioned-when-a-game-starts-or-waits-on-you-off-never = oui : mentionné quand une partie commence ou vous attend ; non : jamais
cmd-text-whether-games-mention-players-when-they-start-and-when-they-wait-on-them = Si les parties mentionnent les joueurs au début et quand elles les attendent
cmd-text-whether-games-mention-you-in-every-server = Si les parties vous mentionnent (sur tous les serveurs)
cmd-name-splitbot-admin = splitbot-admin
cmd-text-splitbot-this-server-s-defaults-manage-server = splitbot : les réglages de ce serveur (Gérer le serveur)
cmd-name-my-data = mes_donnees
cmd-text-what-splitbot-stores-about-you-only-you-see-it = Ce que splitbot garde sur vous (vous seul le voyez)
cmd-name-forget-me = m_oublier
cmd-text-delete-what-splitbot-stores-about-you-asks-first = Effacer ce que splitbot garde sur vous (avec confirmation)
help-own-data = Ce que splitbot garde sur vous : `/splitbot mes_donnees` le montre, `/splitbot m_oublier` l'efface.
help-privacy-policy = Politique de confidentialité
help-terms = Conditions d'utilisation
policy-shipped = { $policy } de ce bot, tel qu'il est livré (l'opérateur n'a pas donné d'adresse) :
policy-address = { $policy } : { $url }
policy-command = { $policy } : `/splitbot { $command }`
cmd-text-splitbot-s-terms-of-use = Les conditions d'utilisation de splitbot
cmd-name-terms = conditions
cmd-text-splitbot-s-privacy-policy-what-it-stores-and-why = La politique de confidentialité de splitbot : ce qu'il garde et pourquoi
cmd-name-privacy = confidentialite
my-data = Tout ce que splitbot garde sur vous, sur tous les serveurs : les places que vous avez prises et les couleurs choisies pour elles, vos résultats et classements, où vos mains ont été envoyées, et votre choix sur les mentions. Les coups sont gardés par place, jamais par nom. `/splitbot m_oublier` efface le tout.
forget-me-ask = Ceci efface ce que splitbot garde sur vous, sur tous les serveurs : vous quittez vos tables en attente, une IA prend vos places dans les parties en cours, et vos parties terminées, résultats et classements ne gardent ni votre nom ni votre identifiant (chaque partie se rejoue toujours). C'est définitif.
forget-me-button = M'oublier
forget-me-keep = Garder mes données
forget-me-kept = Rien n'a été effacé.
forget-me-done = C'est fait : plus rien de ce que garde splitbot ne vous nomme. Tables quittées : { $lobbies }. Parties en cours où une IA a pris votre place : { $games }. Résultats rendus anonymes : { $results }.
refusal-ai-level = { $value } n'est pas un niveau d'IA de ce jeu : { $levels }.
refusal-not-host-ai-level = Seul l'hôte peut choisir le niveau de l'IA.
ai-level-easy = Facile
ai-level-normal = Normale
ai-level-strong = Forte
ai-level-easy-about = se trompe de temps en temps : pour apprendre
ai-level-normal-about = joue le meilleur coup qu'elle voit sur le moment
ai-level-strong-about = tient compte de ce que les autres joueront sans doute
lobby-ai-level = IA : { $level }
lobby-ai-level-placeholder = Niveau des IA ajoutées : { $level }

## Conseils : une option de table pour apprendre (une telle partie n'est pas classée).
button-hint = Conseil
lobby-hints = 💡 conseils (partie non classée)
board-hints = 💡 Conseils activés : chaque joueur a un bouton Conseil, et cette partie n'est pas classée.
refusal-no-hints = Cette table a été lancée sans conseils.
refusal-bad-link = Ce lien n’ouvre aucune table : rouvrez la table depuis Discord.
refusal-link-expired = Ce lien a expiré : rouvrez la table depuis Discord pour en obtenir un nouveau.
refusal-hints = Les conseils sont activés ou non, pas { $value }.
refusal-no-hints-here = { $game } ne donne pas encore de conseils.

## Le coach (Revoir ma partie).
button-review = Revoir ma partie
review-title = **{ $game } n° { $id }, votre partie revue** : à chaque manche, votre choix et celui de l'IA, avec le score que chacun peut rapporter. Les manches où vous avez le plus perdu viennent avec le plateau de ce moment.
review-no-swings = À chaque manche, vous avez fait le choix de l'IA, ou un choix qui vaut autant.
review-lesson = { $round }. { $played } : le coup de la leçon
review-as-much = { $round }. { $played } ≈ { $worth } : vaut autant que le coup de l'IA, { $ai }
rules-readings-title = Là où la règle laisse un choix, l'arbitre la lit ainsi
review-same-count = ✓ { $same } de vos { $total } coups étaient ceux de l'IA, ou valaient autant. Ci-dessous, les { $shown } autres qui ont coûté le plus.
refusal-no-review = Cette partie n'a pas encore de revue.
cmd-name-hints = conseils
cmd-text-show-a-hint-button-to-each-player-the-table-is-not-rated = Un bouton Conseil pour chaque joueur (la partie n'est pas classée)

## Tutoriels.

tutorial-lesson = 📘 **Leçon { $number } sur { $count }** : { $text } Appuyez sur 💡 **Conseil** pour voir le coup qu'elle enseigne, puis jouez-le.
tutorial-guided = 📘 Cette étape fait partie des leçons : appuyez sur 💡 **Conseil** et jouez son coup.
tutorial-free = 📘 Les leçons sont finies : jouez comme vous voulez (💡 **Conseil** reste là). Un tutoriel n'est jamais classé.
refusal-off-lesson = 📘 Cette leçon enseigne un autre coup : « { $move } », car { $why }. 💡 **Conseil** le montre aussi.
refusal-no-tutorial = { $game } n'a pas encore de tutoriel.
tutorial-started = 📘 { $user }, votre tutoriel de { $game } est dans { $thread } : seuls vous et le bot y êtes.
tutorial-thread = Tutoriel { $game } · { $name }
tutorial-welcome = 📘 **Bienvenue dans { $game }**, { $user } ! Vous jouez contre l'IA une donne préparée ; chaque leçon explique une règle la première fois qu'elle compte, et 💡 **Conseil** montre le coup qu'elle enseigne. Cela prend quelques minutes, et ce n'est jamais classé.
tutorial-no-thread = Je ne peux pas ouvrir de fil ici (il me faut **Créer des fils privés** ou **Créer des fils publics**, dans un salon textuel, pas dans un fil).
button-real-game = Lancer une vraie partie
tutorial-done = 📘 **Tutoriel terminé !** Appuyez sur **Lancer une vraie partie** pour ouvrir un salon d'attente pour vos amis dans le salon d'où part ce fil.
tutorial-lobby-opened = Votre salon d'attente est ouvert : { $lobby } — invitez vos amis.
refusal-not-a-tutorial = Ce bouton appartient au fil d'un tutoriel.
refusal-tutorial-going = Votre tutoriel n'est pas fini : jouez-le jusqu'au bout, et ce bouton ouvrira une vraie partie.
cmd-name-tutorial = tutoriel
cmd-text-learn-to-play-a-guided-game-against-the-ai-only-for-you = Apprendre à jouer : une partie guidée contre l'IA, rien que pour vous
refusal-tutorial-open = Votre tutoriel de { $game } est toujours ouvert dans { $thread } : continuez-le là, ou annulez-le là pour recommencer.
