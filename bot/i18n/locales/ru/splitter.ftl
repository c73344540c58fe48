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
