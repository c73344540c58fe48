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
serendipity-did-end = заканчивает ход

## Отказы и параметры Serendipity.

serendipity-action-shape = Действие — открыть, поменять, оставить или перенести Серендип, оставить тайл или закончить ход.
serendipity-not-a-cell = Это не клетка поля.
serendipity-rotation-range = Поворот — от 0 до 5.
serendipity-your-tile = Ваш тайл — { $cell }.
serendipity-now-ending = Игра заканчивается на вашем тайле: оставьте его открытым или поменяйте с закрытым.
serendipity-now-turn = Откройте закрытый тайл.
serendipity-now-own = Откройте ещё один закрытый тайл или поменяйте свой тайл с закрытым.
serendipity-now-serendip = Оставьте Серендип (поверните его, поменяйте два тайла) или перенесите его (затем можете открыть ещё один).
serendipity-now-serendip-must = Оставьте Серендип (поверните его, поменяйте два тайла) или перенесите его (и откройте ещё раз).
serendipity-now-moved = Откройте ещё один закрытый тайл или закончите ход.
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
serendipity-unowned-hidden = ничьи цвета переворачиваются обратно
serendipity-unowned-shown = ничьи цвета остаются открытыми
serendipity-unowned-shown_after_10 = ничьи цвета остаются открытыми с 10-го Серендипа
serendipity-option-colours = цветов у каждого: { $two } вдвоём, { $three } втроём, 1 при большем числе
serendipity-picked = {" "}· выбрал: { $colours }
serendipity-colour-placeholder = Выберите свои цвета (играете столькими, сколько даёт размер стола)
serendipity-saw-back = открыл { $cell } (перевёрнут обратно)
serendipity-saw-serendip = открыл { $cell }: Серендип
serendipity-saw-own = открыл { $cell }: { $colour }
serendipity-saw-nobodys = открыл { $cell }: { $colour } (ничей: остаётся открытым)
serendipity-saw-swap = поменял его с { $cell }
serendipity-saw-keep = оставил Серендип (↻{ $rotation }) и поменял { $a } и { $b }
serendipity-saw-move = перенёс Серендип на { $cell } (↻{ $rotation })
serendipity-saw-leave = оставил { $cell } открытым
serendipity-saw-end = закончил ход
serendipity-now-ending-own = **{ $name }** открыл тайл, завершающий игру: оставляет { $cell } открытым или меняет его с закрытым, и игра окончена.
serendipity-now-ending-serendip = **{ $name }** открыл последний Серендип на { $cell }, и это конец игры: он поворачивает его, затем оставляет и меняет два тайла или переносит его; после этого игра окончена.
serendipity-now-own-public = **{ $name }** оставляет { $cell } открытым: открывает ещё тайл или меняет { $cell } с закрытым (ход заканчивается).
serendipity-now-serendip-public = **{ $name }** нашёл Серендип на { $cell }: поворачивает его, затем оставляет и меняет два тайла (ход заканчивается) или переносит и может открыть ещё.
serendipity-now-serendip-public-must = **{ $name }** нашёл Серендип на { $cell }: поворачивает его, затем оставляет и меняет два тайла (ход заканчивается) или переносит и открывает ещё.
serendipity-now-moved-public = **{ $name }** перенёс Серендип: может открыть ещё один тайл или закончить ход.
serendipity-now-turn-public = **{ $name }** открывает закрытый тайл.
serendipity-board-title = **Serendipity · игра №{ $id }** · шаг { $step } · Серендипов открыто { $up }/13
serendipity-last-moves = Последние ходы:
serendipity-this-turn = Этот ход: { $summary }
serendipity-press-your-turn = { $user }: нажмите **Ваш ход**.
serendipity-status-line = { $name }: { $colours } · { $points } ПО
serendipity-final-title = Serendipity · игра №{ $id } · итоговый счёт
serendipity-final-points = **{ $points }** ПО
serendipity-no-carpet = { $colour }: ковра нет · 0
serendipity-count-tiles = { $n ->
    [one] { $n } тайл
    [few] { $n } тайла
   *[many] { $n } тайлов
}
serendipity-count-serendips = { $n ->
    [one] { $n } Серендип
    [few] { $n } Серендипа
   *[many] { $n } Серендипов
} ×2
serendipity-count-edges = { $n ->
    [one] { $n } касание краем цвета «{ $colour }»
    [few] { $n } касания краем цвета «{ $colour }»
   *[many] { $n } касаний краем цвета «{ $colour }»
} ×2
serendipity-carpet = { $colour }: { $parts } = { $value }
serendipity-carpet-largest = (самый большой из { $carpets } ковров)
serendipity-carpet-valuable = (самый ценный из { $carpets } ковров)
serendipity-carpet-counts = ✓ { $carpet } · приносит очки
serendipity-carpet-not-counting = ✗ { $carpet } · не считается: очки приносит только самый большой ковёр
serendipity-rules-title = Serendipity · правила вкратце
serendipity-rules = 91 шестиугольный тайл лежит лицом вниз: по 13 каждого из шести цветов и 13 Серендипов. У каждого игрока свои цвета: вдвоём по 1, 2 или 3, втроём по 1 или 2 (2, если стол не решил иначе), от 4 до 6 — по одному. В свой ход вы открываете закрытый тайл:
    • **чужой или ничей цвет**: все его видят, он переворачивается обратно на месте, и ваш ход заканчивается — запомните его;
    • **ваш цвет**: он остаётся открытым; откройте ещё один или поменяйте его с любым закрытым тайлом (ход заканчивается);
    • **Серендип**: поверните его, затем оставьте и поменяйте любые два тайла, кроме открытых Серендипов (ход заканчивается), или поменяйте его с таким тайлом: тогда вы получаете право открыть ещё один или закончить ход.
    Открытые Серендипы больше не двигаются; перемещение никогда не переворачивает тайл.
serendipity-rules-must = 91 шестиугольный тайл лежит лицом вниз: по 13 каждого из шести цветов и 13 Серендипов. У каждого игрока свои цвета: вдвоём по 1, 2 или 3, втроём по 1 или 2 (2, если стол не решил иначе), от 4 до 6 — по одному. В свой ход вы открываете закрытый тайл:
    • **чужой или ничей цвет**: все его видят, он переворачивается обратно на месте, и ваш ход заканчивается — запомните его;
    • **ваш цвет**: он остаётся открытым; откройте ещё один или поменяйте его с любым закрытым тайлом (ход заканчивается);
    • **Серендип**: поверните его, затем оставьте и поменяйте любые два тайла, кроме открытых Серендипов (ход заканчивается), или поменяйте его с таким тайлом и откройте ещё.
    Открытые Серендипы больше не двигаются; перемещение никогда не переворачивает тайл.
serendipity-rules-end-title = Конец
serendipity-rules-end = Игра заканчивается, когда открыты все 13 Серендипов и у игрока открыты все 13 тайлов одного из его цветов. Тайл, который это сделал, ещё разыгрывается — Серендип поворачивают и оставляют или переносят, свой тайл оставляют или меняют — и больше никто ничего не открывает.
serendipity-rules-scoring-title = Подсчёт: самый большой цветочный ковёр
serendipity-rules-scoring = Цветочный ковёр — связная группа открытых тайлов одного цвета и открытых Серендипов. Вы получаете очки только за **один** ковёр: ваш **самый большой** цветочный ковёр одного цвета — с наибольшим числом тайлов своего цвета среди всех ваших цветов; при равном размере — за самый ценный. Он стоит 1 за тайл, 2 за Серендип и ещё 2 за каждый Серендип, чей край этого цвета касается тайла ковра. Остальные ваши ковры очков не приносят. Закрытые тайлы не считаются ни для кого.
serendipity-rules-scoring-2 = Цветочный ковёр — связная группа открытых тайлов одного цвета и открытых Серендипов. Каждый ваш цвет приносит очки за свой **самый большой** ковёр — с наибольшим числом тайлов этого цвета; при равном размере — за самый ценный, — и очки ваших цветов складываются. Ковёр стоит 1 за тайл, 2 за Серендип и ещё 2 за каждый Серендип, чей край этого цвета касается тайла ковра. Закрытые тайлы не считаются ни для кого.
serendipity-rules-scoring-1 = Цветочный ковёр — связная группа открытых тайлов одного цвета и открытых Серендипов. Каждый ваш цвет приносит очки за свой **самый ценный** ковёр, и очки ваших цветов складываются. Ковёр стоит 1 за тайл, 2 за Серендип и ещё 2 за каждый Серендип, чей край этого цвета касается тайла ковра. Закрытые тайлы не считаются ни для кого.
serendipity-rules-end-at-once = Игра заканчивается, как только открыты все 13 Серендипов и у игрока открыты все 13 тайлов одного из его цветов: тайл, который это сделал, уже не разыгрывается.
serendipity-rules-rulings = Это правила новых столов (редакция { $newest }). Стол, начатый раньше, доигрывает по правилам, с которыми начал: спросите в его канале.
serendipity-rules-rulings-table = { $rulings ->
        [1] Этот стол играет по первой редакции правил, с которой начал: вдвоём у каждого 2 или 3 цвета, втроём по 2. Новые столы играют по редакции { $newest }.
        [2] Этот стол играет по редакции 2, с которой начал. Новые столы играют по редакции { $newest }: один ковёр на игрока.
        [3] Этот стол играет по редакции 3, с которой начал: перенеся Серендип, вы открываете ещё один тайл. Новые столы играют по редакции { $newest }: открыть ещё один — ваше право.
       *[other] Этот стол играет по редакции { $rulings }, самой новой.
    }
serendipity-rules-here-title = Как играть здесь
serendipity-rules-here = Живое поле — одна картинка, которая меняется по ходу хода; перевёрнутый обратно тайл виден до следующего действия. В свой ход нажмите **Ваш ход**: выберите тайл по ряду и клетке или введите его метку (например, F6). Цвета выбираются в лобби.
serendipity-rules-readings = • Серендипы сами по себе, без тайла цвета, — ничей ковёр.
    • Один Серендип приносит очки каждому игроку, в чьём ковре он есть.
    • Порядок цветов по краям Серендипа восстановлен (напечатанный не опубликован): красный, оранжевый, жёлтый, зелёный, синий, фиолетовый.
    • Игру заканчивают только цвета игроков: ничейный цвет, открытый целиком, — нет.
serendipity-panel-title = **Ваш ход · Serendipity, шаг { $step }** (видите только вы)
serendipity-panel-type = ⌨ Ввести метку
serendipity-panel-turn-instead = Лучше открыть другой
serendipity-panel-end = Закончить ход
serendipity-panel-rotate-left = ⟲ Повернуть
serendipity-panel-rotate-right = ⟳ Повернуть
serendipity-panel-keep = Оставить здесь
serendipity-panel-move = Перенести
serendipity-panel-back = Назад
serendipity-panel-row = Ряд…
serendipity-panel-cell = Тайл…
serendipity-panel-modal = Введите клетку
serendipity-panel-modal-input = Метка клетки, например F6
serendipity-panel-leave = Оставить { $cell } здесь
serendipity-panel-leave-instead = Лучше оставить { $cell }
serendipity-panel-swap-instead = Лучше поменять { $cell }
serendipity-then-over = затем игра окончена
serendipity-then-turn = затем можете открыть ещё один или закончить ход
serendipity-then-turn-must = затем откройте ещё один
serendipity-mode-turn = Откройте закрытый тайл: выберите ряд, затем тайл, или введите метку.
serendipity-mode-swap = С каким закрытым тайлом поменять ваш { $cell }? После этого ход заканчивается.
serendipity-mode-place = Серендип на { $cell }! Предпросмотр показывает поворот ↻{ $rotation }. Поверните его, затем **Оставить здесь** и поменяйте два тайла (ход заканчивается) или **Перенести** ({ $then }).
serendipity-mode-keepa = Оставьте Серендип на { $cell } (↻{ $rotation }) и поменяйте два тайла, кроме открытых Серендипов. Первый тайл:
serendipity-mode-keepb = Оставьте Серендип на { $cell } (↻{ $rotation }); с каким тайлом поменять { $first }?
serendipity-mode-move = Куда перенести Серендип (↻{ $rotation })? Тайл оттуда перейдёт на { $cell } (открытые Серендипы не двигаются); { $then }.
serendipity-mode-own-ending = { $cell } — ваш тайл, завершающий игру. **Оставьте его здесь** или сначала поменяйте с закрытым; затем игра окончена.
serendipity-mode-own = { $cell } — ваш и остаётся открытым. Откройте ещё тайл или **поменяйте { $cell }** с закрытым (ход заканчивается).
serendipity-mode-moved = Вы перенесли Серендип. Откройте ещё один закрытый тайл (выберите ряд, затем тайл, или введите его обозначение) или нажмите **Закончить ход**.
serendipity-ends-game = **Этот тайл завершает игру.**
serendipity-row-option = Ряд { $row }
serendipity-row-tiles = { $tiles ->
    [one] на выбор { $tiles } тайл
    [few] на выбор { $tiles } тайла
   *[many] на выбор { $tiles } тайлов
}
serendipity-cell-down = лицом вниз
serendipity-cell-serendip = Серендип, открыт
serendipity-cell-up = { $colour }, открыт
serendipity-cannot-choose = { $cell } сейчас выбрать нельзя ({ $state }).
serendipity-not-a-label = { $typed } — не метка клетки: ряд A–K и число, например F6.
serendipity-you-did = ✓ Ваш ход: { $what }.
serendipity-turn-over = Ваш ход окончен.
serendipity-no-tile-to-leave = Сейчас нечего оставлять.
serendipity-no-first-tile = Выберите первый тайл обмена ещё раз.

## Изображения Serendipity.

serendipity-letter-red = К
serendipity-letter-orange = О
serendipity-letter-yellow = Ж
serendipity-letter-green = З
serendipity-letter-blue = С
serendipity-letter-violet = Ф
serendipity-image-turn = Serendipity · ход: { $name }
serendipity-image-final = Serendipity · итоговое поле
serendipity-image-scores = Serendipity · итоговый счёт
serendipity-image-serendips-up = Серендипов открыто: { $up }/13
serendipity-image-key-last = чёрная рамка: последнее действие
serendipity-image-key-pending = синяя рамка: тайл ждёт решения
serendipity-image-key-flash = оранжевая рамка: увидена и перевёрнута обратно
serendipity-image-key-none = действий ещё не было
serendipity-image-key-carpets = чёрный контур: ковёр с очками; бледное: очков никому
serendipity-image-key-points = ковёр приносит: тайлы + 2 за каждый Серендип в нём + 2 за каждый край Серендипа его цвета у его тайла
serendipity-image-key-mark = { $mark } на Серендипе: край { $first }, далее против часовой { $rest }
serendipity-image-carpet = { $colour }: { $tiles } + 2×{ $serendips } + 2×{ $edges } = { $points }
serendipity-image-no-carpet = { $colour }: ковра нет, 0
serendipity-image-carpet-counts = ✓ { $carpet } · считается
serendipity-image-carpet-not-counting = ✗ { $carpet } · не считается
serendipity-image-of-carpets = (самый большой из ковров: { $carpets })

## Слеш-команды: слова этой игры.

cmd-text-play-serendipity = Играть в Serendipity
cmd-text-open-a-serendipity-table-in-this-channel = Открыть стол Serendipity в этом канале
cmd-name-colours-with-two = цвета_на_двоих
cmd-text-with-two-players-1-2-or-3-colours-each-default-2 = Вдвоём: 1, 2 или 3 цвета каждому (по умолчанию 2)
cmd-text-1-colour-each = по 1 цвету
cmd-text-2-colours-each = по 2 цвета
cmd-text-3-colours-each = по 3 цвета
cmd-name-colours-with-three = цвета_на_троих
cmd-text-with-three-players-1-or-2-colours-each-default-2 = Втроём: 1 или 2 цвета каждому (по умолчанию 2)
cmd-name-unowned = ничьи_цвета
cmd-text-what-a-colour-nobody-owns-does-once-turned = Что делает ничей цвет, когда его тайл открыт
cmd-text-unowned-colours-are-turned-back = ничьи цвета переворачиваются обратно
cmd-text-unowned-colours-stay-face-up = ничьи цвета остаются открытыми
cmd-text-unowned-colours-stay-face-up-from-the-10th-serendip = ничьи цвета остаются открытыми с 10-го Серендипа
cmd-text-serendipity-s-rules-in-short-only-you-see-them = Правила Serendipity вкратце (видите только вы)

## Подсказки и разборы Serendipity.

serendipity-move-turn = открыть { $cell }
serendipity-move-swap = поменять свой тайл с { $cell }
serendipity-move-keep = оставить Серендип (поворот { $rotation }), поменять { $a } и { $b }
serendipity-move-move = перенести Серендип на { $cell } (поворот { $rotation })
serendipity-move-leave = оставить { $cell } открытым
serendipity-hint = 💡 Подсказка: **{ $move }** — { $why }.
serendipity-why-known = вы видели, как ваш тайл цвета «{ $colour }» закрыли на { $cell }
serendipity-why-odds = { $chance } %, что это ваш цвет или Серендип
serendipity-why-odds-near = он рядом с вашим ковром, и { $chance } %, что это ваш цвет или Серендип
serendipity-why-go-on = ваш тайл остаётся на месте, и ход продолжается: { $why }
serendipity-why-swap = ваш тайл встаёт рядом с вашим ковром ({ $before } → { $after } очков)
serendipity-why-swap-moves = ваш тайл переходит на { $cell } ({ $before } → { $after } очков), и ход заканчивается
serendipity-why-leave = на своём месте ваш тайл приносит больше всего ({ $points } очков)
serendipity-why-leave-go-on = ваш тайл остаётся на месте, и вы открываете другой тайл
serendipity-why-keep = ваш ковёр растёт ({ $before } → { $after } очков)
serendipity-why-keep-cost = Серендип остаётся на месте, хотя обмен стоит вашему ковру очков ({ $before } → { $after })
serendipity-why-keep-known = тайл цвета «{ $colour }», который вы видели закрытым, встаёт рядом с вашим ковром, чтобы открыть его позже
serendipity-why-keep-spare = ваш ковёр остаётся при { $points } очках: меняются два закрытых тайла, которые вы ни разу не видели открытыми
serendipity-why-keep-same = ваш ковёр остаётся при { $points } очках, и Серендип остаётся на месте
serendipity-why-move = Серендип присоединяется к вашему ковру ({ $before } → { $after } очков), и ход продолжается
serendipity-why-move-turn = ваш ковёр остаётся при { $points } очках, а перенос Серендипа даёт вам открыть ещё один тайл
serendipity-why-end = поле остаётся как есть: ваш ковёр сохраняет { $points } очков
serendipity-why-move-cost = Серендип уходит из вашего ковра ({ $before } → { $after } очков), но перенос даёт вам открыть ещё один тайл
serendipity-review-title = **Serendipity №{ $id }, разбор вашей партии**: каждый ваш ход, который ИИ сделал бы иначе, и очки, которые может принести каждый. Шаги, где вы потеряли больше всего, показаны с полем того момента.
serendipity-review-same = { $round }. { $played } ≈ { $worth }: ИИ сделал бы так же
serendipity-review-round = { $round }. вы: { $played } ≈ { $worth } · ИИ: { $suggested } ≈ { $suggested_worth }
serendipity-review-swing = 🔎 **Шаг { $round }** (−{ $swing }): ИИ выбрал бы «{ $suggested }»: { $why }.

## Обучение Serendipity.

serendipity-head-start = Игра может начинаться с 0–{ $most } уже сыгранных шагов, не { $value }.
serendipity-lesson-turn = в свой ход вы открываете закрытый тайл. Ваш цвет остаётся открытым; чужой цвет закрывают на том же месте, и ход заканчивается: запомните, где он.
serendipity-lesson-own = только что открыт тайл вашего цвета: оставьте его на месте и откройте другой или поменяйте его с закрытым тайлом (например, рядом с вашим ковром) — тогда ход заканчивается.
serendipity-lesson-serendip = Серендип: оставьте его на месте, выберите поворот и поменяйте любые два тайла, кроме открытых Серендипов (ход заканчивается); или перенесите его, повернув, — и у вас есть право открыть ещё один тайл. Открытый Серендип больше не двигается.
serendipity-lesson-carpet = вы получаете очки за один ковёр: самый большой одного цвета — 1 очко за тайл, 2 за каждый Серендип в нём и ещё 2 за Серендип, чья сторона этого цвета касается его тайла.
serendipity-lesson-memory = тайл, который закрыли у вас на глазах, лежит там же, пока его не поменяют: память стоит ходов. Здесь подсказка помнит за вас.
serendipity-lesson-end = игра заканчивается, когда открыты все 13 Серендипов и у кого-то открыты все 13 тайлов одного из его цветов: тайл, который к этому привёл, ещё разыгрывается, а потом никто больше не открывает.
serendipity-web-turn = Коснитесь закрытого тайла, чтобы открыть его.
serendipity-web-moved = Вы переместили Серендип. Коснитесь закрытого тайла, чтобы открыть его, или **Закончить ход**.
serendipity-web-moved-must = Вы переместили Серендип: коснитесь закрытого тайла, чтобы открыть его.
serendipity-web-own = { $cell } — ваш и остаётся открытым. Коснитесь другого закрытого тайла, чтобы открыть его, или **Лучше поменять { $cell }** и коснитесь закрытого тайла (ход закончится).
serendipity-web-swap = Коснитесь закрытого тайла, с которым поменять ваш { $cell }. После этого ход закончится.
serendipity-web-place = Серендип на { $cell }, поворот ↻{ $rotation }! Поверните его, затем **Оставить здесь** и коснитесь двух тайлов для обмена (ход закончится), или **Перенести** и коснитесь, куда; { $then }.
serendipity-web-keepa = Оставить Серендип на { $cell } (↻{ $rotation }): коснитесь первого из двух тайлов для обмена (не открытого Серендипа).
serendipity-web-keepb = Оставить Серендип на { $cell } (↻{ $rotation }): поменять { $first } с каким тайлом? Коснитесь его.
serendipity-web-move = Коснитесь клетки, куда переместится Серендип (↻{ $rotation }): тайл оттуда встанет на { $cell } (открытые Серендипы не двигаются); { $then }.
serendipity-web-go = Перейти
