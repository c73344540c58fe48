## Splitter.

splitter-did-write = вписывает { $a } и { $b } в строку { $row }, столбцы { $x1 } и { $x2 }

## Отказы Splitter.

splitter-not-a-cell = Строка { $row }, столбец { $column } — не клетка этого листа.
splitter-cell-filled = Строка { $row }, столбец { $column } уже заполнена.
splitter-mirror-pair = Два числа вписываются в зеркальную пару: одна строка, одинаково далеко от центральной линии.
splitter-write-rolled = Впишите выпавшие числа: { $a } и { $b }.
splitter-place-shape = Впишите два числа в зеркальную пару пустых клеток.
splitter-unknown-pad = Лист — один из { $pads }, а не { $value }.

## Splitter в Discord.

splitter-how-to-play = каждый раунд нажимайте **Вписать**, чтобы вписать кубики в свой лист; `/splitter solo` — игра в одиночку
splitter-waiting-for-you = раунд { $round } ждёт ваших чисел
splitter-ai-wrote = ИИ вписал за него числа в этом раунде
splitter-option-pad = лист { $pad }
splitter-placement = **{ $a }** в строку { $row }, столбец { $left } · **{ $b }** в столбец { $right }
splitter-board-title = **Splitter · игра №{ $id } · лист { $pad } · раунд { $round }/{ $rounds }**
splitter-rolled = 🎲 Выпало **{ $a }** и **{ $b }**.
splitter-placed = Вписали: { $names }
splitter-how-to-place-table = Нажмите **Вписать**, чтобы вписать оба числа в зеркальную пару своего листа; можно менять, пока все не впишут.
splitter-how-to-place-solo = Нажмите **Вписать**, чтобы вписать оба числа в зеркальную пару своего листа.
splitter-control-title = **Ваш лист · раунд { $round }/{ $rounds }** (видите только вы)
splitter-control-placed = ✓ Вписано: { $placement }.
splitter-control-selected = Выбрано: { $placement }.
splitter-control-may-change = Можно изменить, пока все не впишут.
splitter-control-choose = Выберите строку, затем пару; **Поменять** меняет числа местами.
splitter-web-how = Коснитесь пустой клетки: выбранное число встанет туда, другое — в зеркальную клетку. Сначала коснитесь числа, чтобы выбрать его.
splitter-button-swap = ⇄ Поменять
splitter-row-option = Строка { $row }
splitter-free-pairs = { $pairs ->
    [one] { $pairs } свободная пара
    [few] { $pairs } свободные пары
   *[many] { $pairs } свободных пар
}
splitter-pair-option = Столбцы { $left } и { $right }
splitter-preview = Предпросмотр: { $a } в столбец { $left }, { $b } в столбец { $right }
splitter-pair-taken = Эта пара уже заполнена; выберите другую.
splitter-row-full = В строке { $row } не осталось пустых пар.
splitter-solo-first = Ваша первая соло-игра на листе { $pad }: { $score } — ваш рекорд.
splitter-solo-new-best = Новый личный рекорд на листе { $pad }: { $score } (был { $before }).
splitter-solo-best = Ваш рекорд на листе { $pad }: { $best }.
splitter-solo-share = { $score } лучше { $share }% игр ИИ бота на этом листе.
splitter-solo-stars = Просто космос!
splitter-solo-started = { $user } играет в Splitter соло на листе { $pad } (игра №{ $id }).
splitter-solo-thread = Splitter соло · игра №{ $id }
splitter-final-title = Splitter · игра №{ $id } · итоговый счёт
splitter-final-star = {" "}×2 (звезда)
splitter-final-line = **{ $total }** ПО · группы: { $groups }{ $hearts ->
    [yes] {" "}· сердца +5
   *[no] {""}
}
splitter-rules-title = Splitter · правила вкратце
splitter-rules = 22 раунда. Каждый раунд бросают два кубика; все одновременно вписывают оба числа в свой лист, в зеркальную пару пустых клеток: одна строка, одинаково далеко от центральной линии. Вы выбираете, какое число идёт налево. После 22 раундов лист заполнен.
splitter-rules-scoring-title = Подсчёт
splitter-rules-scoring = Группа ровно из N клеток с числом N (соседних по стороне, не по диагонали) приносит N; одинокая 1 приносит 1. Группы больше или меньше ничего не дают. Группа на звезде (★) считается вдвойне.
splitter-rules-hearts-title = Сердца листа B (♥)
splitter-rules-hearts = Во всех трёх сердцах одно и то же число: +5.
splitter-rules-solo-title = Соло
splitter-rules-solo = `/splitter solo` начинает игру только для вас; в конце вы увидите свой лучший соло-счёт и место своего счёта среди 500 игр ИИ бота. 51+ — «просто космос».
splitter-rules-readings = • Одиночная 1 на звезде удваивается, как и верная группа на звезде.

## Изображения Splitter.

splitter-image-round = Splitter · лист { $pad } · раунд { $round }/{ $rounds } · выпало { $a } и { $b }
splitter-image-final = Splitter · лист { $pad } · итоговые листы
splitter-image-sheet-of = Лист: { $name }
splitter-image-row = строка { $row }
splitter-image-legend-star = ★ звезда: её группа считается вдвойне
splitter-image-legend-hearts = ♥ сердца: +5, если в них одно число
splitter-image-legend-last = в рамке: пара раунда { $round }
splitter-image-legend-groups = ярлыки: очки каждой группы
splitter-image-hearts-bonus = ♥ бонус +{ $points }
splitter-image-hearts-none = ♥ без бонуса
splitter-image-final-scores = Splitter · итоговый счёт

## Слеш-команды: слова этой игры.

cmd-text-the-game-s-language-default-your-own = Язык игры (по умолчанию — ваш)
cmd-text-play-splitter = Играть в Splitter
cmd-text-open-a-splitter-table-in-this-channel = Открыть стол Splitter в этом канале
cmd-name-pad = лист
cmd-text-which-sheet-everyone-plays-b-has-hearts = Лист, на котором играют все (на B есть сердца)
cmd-text-pad-a = лист A
cmd-text-pad-b = лист B
cmd-name-solo = соло
cmd-text-play-splitter-alone-now = Сыграть в Splitter одному, сразу
cmd-text-which-sheet-to-play-b-has-hearts = Лист для игры (на B есть сердца)
cmd-text-splitter-s-rules-in-short-only-you-see-them = Правила Splitter вкратце (видите только вы)

## Тренер (оценка: сколько лист стоит для ИИ через два раунда).
splitter-review-same = { $round }. { $played } ≈ { $worth }: ИИ записал бы так же
splitter-review-round = { $round }. вы: { $played } ≈ { $worth } · ИИ: { $suggested } ≈ { $suggested_worth }
splitter-review-swing = 🔎 **Раунд { $round }** (−{ $swing }): ИИ записывает { $suggested }: { $why }.
splitter-why-completes = { $number ->
    [1] { $star ->
        [yes] это одиночная 1 на звезде (+{ $points }, вдвойне)
       *[no] это одиночная 1 (+{ $points })
    }
   *[other] { $star ->
        [yes] это завершает группу из { $number } на звезде (+{ $points }, вдвойне)
       *[no] это завершает группу из { $number } (+{ $points })
    }
}
splitter-why-hearts = во всех сердцах теперь одно и то же число (+5)
splitter-why-grows = в его группе чисел { $number } теперь { $size } из { $number } нужных клеток
splitter-why-room = это сохраняет листу лучшие шансы на будущие броски
splitter-hint = 💡 Подсказка: { $placement } — { $why }.

## Обучение Splitter.

splitter-lesson-roll = каждый раунд бросают два кубика, и вы вписываете оба числа в один ряд своего листа, в две зеркальные клетки (на одном расстоянии от средней линии), в любом порядке.
splitter-lesson-groups = группа ровно из N соседних клеток (по стороне, не по диагонали) с числом N приносит N; одинокая 1 приносит 1. Слишком большая или маленькая группа ничего не даёт: планируйте, где остановится каждая группа.
splitter-lesson-stars = группа на звезде (★) считается вдвойне: берегите звёзды для группы, которую сможете завершить.
splitter-lesson-hearts = на этом листе три сердца (♥) с одним и тем же числом дают +5, в каких бы группах они ни были.
splitter-lesson-full = после 22 раундов каждый лист заполнен и подсчитан; из-за правила зеркала каждое вписанное число влияет и на другую сторону.
