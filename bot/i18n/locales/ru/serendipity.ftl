## Serendipity (термины правил: тайл, Серендип, цветочный ковёр).

serendipity-colour-red = красный
serendipity-colour-orange = оранжевый
serendipity-colour-yellow = жёлтый
serendipity-colour-green = зелёный
serendipity-colour-blue = синий
serendipity-colour-violet = фиолетовый
serendipity-did-turn = открывает { $cell }
serendipity-did-swap = меняет его с { $cell }
serendipity-did-keep = оставляет Серендип (поворот { $rotation }) и меняет { $a } и { $b }
serendipity-did-move = переносит Серендип на { $cell } (поворот { $rotation })
serendipity-did-leave = оставляет { $cell } открытым

## Отказы и параметры Serendipity.

serendipity-action-shape = Действие — открыть, поменять, оставить или перенести Серендип, или оставить тайл.
serendipity-not-a-cell = Это не клетка поля.
serendipity-rotation-range = Поворот — от 0 до 5.
serendipity-your-tile = Ваш тайл — { $cell }.
serendipity-now-ending = Игра заканчивается на вашем тайле: оставьте его открытым или поменяйте с закрытым.
serendipity-now-turn = Откройте закрытый тайл.
serendipity-now-own = Откройте ещё один закрытый тайл или поменяйте свой тайл с закрытым.
serendipity-now-serendip = Оставьте Серендип (поверните его, поменяйте два тайла) или перенесите его (и откройте ещё раз).
serendipity-face-up-already = { $cell } уже открыт: откройте закрытый тайл.
serendipity-swap-face-up = { $cell } открыт: меняйте свой тайл с закрытым.
serendipity-swap-two = Поменяйте два разных тайла.
serendipity-serendip-fixed = Открытый Серендип больше никогда не двигается.
serendipity-move-elsewhere = Перенесите Серендип на другую клетку.
serendipity-colours-for-size = При { $size } игроках каждый берёт { $allowed } цвета, а не { $value }.
serendipity-colours-per-player = При { $players } игроках каждый берёт { $allowed } { $most ->
    [one] цвет
    [few] цвета
   *[many] цветов
}.
serendipity-pick-up-to = Место { $seat }: выберите не больше { $most } цветов.
serendipity-not-a-colour = { $value } — не цвет этой игры.
serendipity-colour-taken = Цвет «{ $colour }» занят местом { $seat }.

## Serendipity в Discord.

serendipity-how-to-play = в свой ход нажмите **Ваш ход** и выбирайте тайлы по ряду и клетке или по метке; цвета выбираются в лобби
serendipity-waiting-for-you = ваш ход в Serendipity
serendipity-ai-moved = ИИ сделал за него ход
