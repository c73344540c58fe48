# Стол в браузере в реальном времени и кнопки Discord, которые его открывают.
web-open-table = Открыть стол ↗
web-watch-live = Смотреть вживую ↗
web-reconnecting = Связь потеряна: переподключение…
web-watching = Вы наблюдаете: поле обновляется вживую.
web-your-move = Ваш ход.
web-waiting = Ждём остальных игроков.
web-table-finished = Партия окончена.
web-table-cancelled = Эта партия отменена.
web-table-frozen = Партия приостановлена: оператор бота уже знает.
refusal-web-message = Страница прислала то, что бот не понимает: перезагрузите её. Ничего не изменилось.
refusal-web-watching = Вы наблюдаете за этим столом: ходить могут только его игроки. Ничего не изменилось.
refusal-web-off = Сейчас этот стол не показывается вживую в браузере.

# The table as a Discord Activity, and the board's button that launches it.
web-play-in-discord = Играть в Discord
activity-opening = Открываем стол в Discord…
activity-failed = Discord не открыл стол: закройте активность и откройте её снова кнопкой **Играть в Discord** под доской.
activity-cannot-launch = Discord не может открыть стол здесь (активность не включена для этого сервера, канала или устройства): откройте его в браузере.
refusal-activity-off = Здесь стол не открывается внутри Discord: используйте **Смотреть вживую ↗**.
refusal-activity-outside = Это открывается только внутри Discord, кнопкой **Играть в Discord** под доской. Ничего не изменилось.
refusal-activity-code = Discord не подтвердил, кто вы: закройте активность и откройте её снова. Ничего не изменилось.
refusal-activity-token = Discord больше не подтверждает, кто вы: закройте активность и откройте её снова. Ничего не изменилось.
refusal-activity-instance = Бот не знает эту активность в этом канале: откройте её кнопкой **Играть в Discord** под доской. Ничего не изменилось.
refusal-activity-no-table = В этом канале ещё нет стола: начните игру её командой **start**.
refusal-activity-discord = Discord не ответил вовремя: попробуйте ещё раз чуть позже. Ничего не изменилось.
refusal-activity-busy = Сейчас стол открывают очень многие: попробуйте ещё раз чуть позже. Ничего не изменилось.
