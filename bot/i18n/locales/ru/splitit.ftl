## Split it! (термины правил: белая, розовая и чёрная зона, джокер, карта ставки).

splitit-zone-white = белая
splitit-zone-pink = розовая
splitit-zone-black = чёрная
splitit-did-split = делит ряд после карт { $a } и { $b }
splitit-did-discard = сбрасывает зону «{ $zone }»
splitit-did-bet = ставит на зону «{ $zone }»
splitit-did-joker = кладёт джокер на { $number }

## Отказы Split it!.

splitit-action-shape = Действие — это разделение, сброс, ставка или столбец для джокера.
splitit-split-now = Делящий должен сейчас поставить два разделителя.
splitit-separators = Разделители ставятся между картами: после карты с 1 по { $last }, второй после первого, в каждой зоне хотя бы одна карта.
splitit-discard-a-zone = Выберите зону для сброса (белую, розовую или чёрную).
splitit-bet-on-zone = Ставьте на зону, где есть карты: { $zones }.
splitit-joker-column = Положите джокер в один из своих столбцов: { $columns }.
splitit-only-splitter = Разделители ставит только делящий.
splitit-only-discarder = Зону сбрасывает только игрок, который не делил.
splitit-already-took = Вы уже взяли карты в этом раунде.
splitit-no-joker = У вас нет джокера.

## Split it! в Discord.

splitit-how-to-play = разделите ряд, затем тайно ставьте кнопкой **Ставка**
