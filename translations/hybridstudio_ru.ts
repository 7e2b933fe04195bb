<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="47"/>
        <source>constant</source>
        <translation>константа</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="48"/>
        <source>parameter</source>
        <translation>параметр</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="49"/>
        <source>state</source>
        <translation>состояние</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="50"/>
        <source>algebraic</source>
        <translation>алгебраическая</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="51"/>
        <source>discrete</source>
        <translation>дискретная</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="52"/>
        <source>input</source>
        <translation>входная</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="47"/>
        <source>running</source>
        <translation>выполняется</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="49"/>
        <source>paused</source>
        <translation>пауза</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="49"/>
        <source>ready</source>
        <translation>готово</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="50"/>
        <source>finished</source>
        <translation>завершено</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="51"/>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="52"/>
        <source>failed</source>
        <translation>сбой</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="252"/>
        <source>step %1, sync %2</source>
        <translation>шаг %1, синхр. %2</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="253"/>
        <source>step %1…%2, sync %3</source>
        <translation>шаг %1…%2, синхр. %3</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="395"/>
        <source>Add %1</source>
        <translation>Добавить %1</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="491"/>
        <source>Connect %1 to %2</source>
        <translation>Соединить %1 с %2</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="508"/>
        <source>Move blocks</source>
        <translation>Переместить блоки</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="27"/>
        <source>it is a binary file, not a model text</source>
        <translation>это двоичный файл, а не текст модели</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="30"/>
        <source>it is not UTF-8 text</source>
        <translation>это не текст в кодировке UTF-8</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <location filename="../ui/window/recovery.cpp" line="70"/>
        <source>cannot create %1</source>
        <translation>не удаётся создать %1</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="110"/>
        <source>(too long to compare line by line)</source>
        <translation>(слишком длинно для построчного сравнения)</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="137"/>
        <source>Recover unsaved changes</source>
        <translation>Восстановление несохранённых изменений</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="138"/>
        <source>an untitled model</source>
        <translation>безымянной модели</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="139"/>
        <source>HybridStudio ended without saving the changes to %1 (last kept %2).</source>
        <translation>HybridStudio завершился, не сохранив изменения в %1 (последняя копия: %2).</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="141"/>
        <source>Restore them? Discard deletes the kept copy; the file on disk is not changed until you save.</source>
        <translation>Восстановить их? «Отбросить» удаляет сохранённую копию; файл на диске не меняется, пока вы его не сохраните.</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="144"/>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="146"/>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="148"/>
        <source>Decide Later</source>
        <translation>Решить позже</translation>
    </message>
</context>
<context>
    <name>hs::Diagnostics</name>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="392"/>
        <source>expected &apos;:=&apos; in assignment, found &apos;=&apos; (algorithms assign with &apos;:=&apos;)</source>
        <translation>в присваивании ожидалось &apos;:=&apos;, а встретилось: &apos;=&apos; (в алгоритмах присваивают через &apos;:=&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="394"/>
        <source>expected &apos;=&apos; in equation, found &apos;:=&apos; (&apos;:=&apos; is for algorithm sections)</source>
        <translation>в уравнении ожидалось &apos;=&apos;, а встретилось: &apos;:=&apos; (&apos;:=&apos; — для разделов algorithm)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="847"/>
        <source>unterminated string: &apos;&quot;&apos; without closing &apos;&quot;&apos;</source>
        <translation>незакрытая строка: &apos;&quot;&apos; без закрывающей &apos;&quot;&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="827"/>
        <source>unexpected %1 in &apos;when&apos; (use &apos;elsewhen&apos;)</source>
        <translation>%1 нельзя использовать в &apos;when&apos; (используйте &apos;elsewhen&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="826"/>
        <source>unexpected %1 after the expression</source>
        <translation>лишний символ %1 после выражения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="391"/>
        <source>expected %1, found %2</source>
        <translation>ожидалось %1, а встретилось: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="828"/>
        <source>unexpected %1</source>
        <translation>лишний символ %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="825"/>
        <source>undefined name &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation>неизвестное имя &apos;%1&apos;; возможно, имелось в виду &apos;%2&apos;?</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="824"/>
        <source>undefined name &apos;%1&apos;</source>
        <translation>неизвестное имя &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="127"/>
        <source>&apos;%1&apos; is declared twice</source>
        <translation>&apos;%1&apos; объявлена дважды</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="197"/>
        <source>&apos;time&apos; is a built-in variable</source>
        <translation>&apos;time&apos; — встроенная переменная</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="843"/>
        <source>unknown type &apos;%1&apos;</source>
        <translation>неизвестный тип &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="835"/>
        <source>unknown function &apos;%1&apos;</source>
        <translation>неизвестная функция &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="842"/>
        <source>unknown procedure &apos;%1&apos;</source>
        <translation>неизвестная процедура &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="831"/>
        <source>unknown equation call &apos;%1&apos;</source>
        <translation>неизвестный вызов в уравнении &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="505"/>
        <source>no statechart &apos;%1&apos;</source>
        <translation>нет диаграммы состояний &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="506"/>
        <source>no statechart state &apos;%1&apos;</source>
        <translation>нет состояния диаграммы &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="493"/>
        <source>no dynamic event &apos;%1&apos;</source>
        <translation>нет динамического события &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="381"/>
        <source>event &apos;%1&apos; clashes with another name</source>
        <translation>событие &apos;%1&apos; совпадает с другим именем</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="604"/>
        <source>statechart &apos;%1&apos; clashes with another name</source>
        <translation>диаграмма состояний &apos;%1&apos; совпадает с другим именем</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="452"/>
        <source>model is structurally singular: no equation determines %1</source>
        <translation>модель структурно вырождена: ни одно уравнение не определяет %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="416"/>
        <source>initialization problem is structurally singular: no equation determines %1</source>
        <translation>задача инициализации структурно вырождена: ни одно уравнение не определяет %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="805"/>
        <source>the value of parameter &apos;%1&apos; depends on time</source>
        <translation>значение параметра &apos;%1&apos; зависит от времени</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="313"/>
        <source>arithmetic on a Boolean value</source>
        <translation>арифметика над логическим значением</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="799"/>
        <source>the two sides of the equation have different types (%1 and %2)</source>
        <translation>части уравнения имеют разные типы (%1 и %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="113"/>
        <source>&apos;%1&apos; is a continuous state; use reinit(%1, ...) in a when-clause</source>
        <translation>&apos;%1&apos; — непрерывная переменная состояния; используйте reinit(%1, ...) в операторе when</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="581"/>
        <source>reinit() of &apos;%1&apos;, which is not a continuous state (it never appears in der())</source>
        <translation>reinit() для &apos;%1&apos;, которая не является непрерывной переменной состояния (она не встречается в der())</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="360"/>
        <source>der() of &apos;%1&apos;, which is not a continuous variable</source>
        <translation>der() от &apos;%1&apos;, которая не является непрерывной переменной</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="578"/>
        <source>reinit() is only allowed inside a when-clause</source>
        <translation>reinit() допускается только внутри оператора when</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="850"/>
        <source>when-clauses cannot be nested</source>
        <translation>операторы when не могут быть вложенными</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="851"/>
        <source>when-equations are not allowed in an initial equation section</source>
        <translation>уравнения when недопустимы в разделе initial equation</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="792"/>
        <source>the target of &apos;:=&apos; must be a variable</source>
        <translation>слева от &apos;:=&apos; должна стоять переменная</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="593"/>
        <source>send() needs a statechart and a message: send(chart, msg)</source>
        <translation>send() требует диаграмму состояний и сообщение: send(chart, msg)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="414"/>
        <source>inState() needs a state, as in inState(chart.State)</source>
        <translation>inState() требует состояния, например inState(chart.State)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="404"/>
        <source>for-equations need a range a:b</source>
        <translation>уравнениям for нужен диапазон a:b</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="745"/>
        <source>the range of a for-equation must be constant</source>
        <translation>диапазон уравнения for должен быть постоянным</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="225"/>
        <source>a for-loop needs a range a:b</source>
        <translation>циклу for нужен диапазон a:b</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="852"/>
        <source>when-statements are only allowed at the top level of an algorithm section</source>
        <translation>операторы when допускаются только на верхнем уровне раздела algorithm</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="317"/>
        <source>assert() needs a condition and a message</source>
        <translation>assert() требует условия и сообщения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="325"/>
        <source>cancel() needs the handle returned by schedule()</source>
        <translation>cancel() требует дескриптор, возвращённый schedule()</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="580"/>
        <source>reinit() needs a state variable and an expression</source>
        <translation>reinit() требует переменную состояния и выражение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="592"/>
        <source>schedule() needs an event, a delay and the event&apos;s arguments</source>
        <translation>schedule() требует событие, задержку и аргументы события</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="62"/>
        <source>%1() needs one variable argument</source>
        <translation>%1() требует один аргумент-переменную</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="57"/>
        <source>%1() cannot be used inside an expression</source>
        <translation>%1() нельзя использовать внутри выражения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="401"/>
        <source>expression is nested too deeply</source>
        <translation>выражение вложено слишком глубоко</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="573"/>
        <source>parser failure: out of memory</source>
        <translation>сбой разбора: не хватает памяти</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="73"/>
        <source>%1; your model is safe, and Run starts a new simulation process</source>
        <translation>%1; ваша модель не пострадала, «Пуск» запустит новый процесс моделирования</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="69"/>
        <source>%1; the check of this model ended there, your model is safe</source>
        <translation>%1; проверка этой модели на этом прервалась, ваша модель не пострадала</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="70"/>
        <source>%1; the experiment did not start, your model is safe</source>
        <translation>%1; эксперимент не начался, ваша модель не пострадала</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="71"/>
        <source>%1; the experiment stopped there, the runs finished so far are kept and your model is safe</source>
        <translation>%1; эксперимент на этом остановился, завершённые прогоны сохранены, ваша модель не пострадала</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="83"/>
        <source>&apos;%1&apos; has %2 dimensions but %3 subscripts</source>
        <translation>у «%1» число измерений — %2, а число индексов — %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="145"/>
        <source>&apos;%1&apos; is not an array</source>
        <translation>«%1» не является массивом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="166"/>
        <source>&apos;%1&apos; needs a matrix, not size %2</source>
        <translation>«%1» требует матрицу, а размер аргумента — %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="167"/>
        <source>&apos;%1&apos; needs a size known when the model is compiled: &apos;%2&apos;</source>
        <translation>«%1» требует размер, известный при компиляции модели: «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="168"/>
        <source>&apos;%1&apos; needs a square matrix, not size %2</source>
        <translation>«%1» требует квадратную матрицу, а размер аргумента — %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="169"/>
        <source>&apos;%1&apos; needs a vector of size 3, not size %2</source>
        <translation>«%1» требует вектор размера 3, а размер аргумента — %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="170"/>
        <source>&apos;%1&apos; needs a vector, not size %2</source>
        <translation>«%1» требует вектор, а размер аргумента — %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="171"/>
        <source>&apos;%1&apos; needs an array of one element, not size %2</source>
        <translation>«%1» требует массив из одного элемента, а размер аргумента — %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="172"/>
        <source>&apos;%1&apos; needs at most one dimension &gt; 1, not size %2</source>
        <translation>«%1» требует, чтобы не более одного измерения было больше 1, а размер аргумента — %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="173"/>
        <source>&apos;%1&apos; needs the dimensions after the second to be 1, not size %2</source>
        <translation>«%1» требует, чтобы все измерения после второго были равны 1, а размер аргумента — %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="176"/>
        <source>&apos;%1&apos; of an empty array</source>
        <translation>«%1» от пустого массива</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="177"/>
        <source>&apos;%1&apos; of one argument needs an array</source>
        <translation>«%1» с одним аргументом требует массив</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="182"/>
        <source>&apos;%1&apos; takes %2</source>
        <translation>«%1» принимает %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="185"/>
        <source>&apos;%1&apos; takes two scalars and a number of points &gt;= 2</source>
        <translation>«%1» принимает два скаляра и число точек &gt;= 2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="192"/>
        <source>&apos;end&apos; is only allowed inside subscripts</source>
        <translation>«end» допускается только внутри индексов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="209"/>
        <source>a comprehension over several iterators is not supported yet</source>
        <translation>конструктор массива с несколькими итераторами пока не поддерживается</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="224"/>
        <source>a for-loop iterates over a range or a vector, not over size %1</source>
        <translation>цикл for перебирает диапазон или вектор, а здесь размер — %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="232"/>
        <source>a matrix power needs a constant whole exponent &gt;= 0: &apos;%1&apos;</source>
        <translation>для степени матрицы нужен постоянный целый показатель &gt;= 0: «%1»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="255"/>
        <source>a subscript of size %1 in &apos;%2&apos;</source>
        <translation>индекс размера %1 в «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="260"/>
        <source>a when-condition is a scalar or a vector, not size %1</source>
        <translation>условие оператора when должно быть скаляром или вектором, а его размер — %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="288"/>
        <source>an array of size %1 where a scalar is expected: &apos;%2&apos;</source>
        <translation>массив размера %1 там, где ожидается скаляр: «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="292"/>
        <source>an assignment to &apos;%1&apos; needs subscripts known when the model is compiled</source>
        <translation>индексы в присваивании для «%1» должны быть известны при компиляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="314"/>
        <source>array arguments to &apos;%1&apos; are not supported yet</source>
        <translation>аргументы-массивы у «%1» пока не поддерживаются</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="315"/>
        <source>arrays are not supported here: &apos;%1&apos;</source>
        <translation>здесь массивы не поддерживаются: «%1»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="345"/>
        <source>cat: dimension %1 does not exist in &apos;%2&apos;</source>
        <translation>cat: в «%2» нет измерения %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="410"/>
        <source>in assignment to &apos;%1&apos;</source>
        <translation>в присваивании для &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="413"/>
        <source>in range (written a:b or a:step:b)</source>
        <translation>в диапазоне (записывается a:b или a:step:b)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="418"/>
        <source>initialization</source>
        <translation>инициализация</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="424"/>
        <source>it fired once (at t = %1); then %2</source>
        <translation>оно сработало один раз (при t = %1); затем %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="425"/>
        <source>it fired once, at t = %1</source>
        <translation>оно сработало один раз, при t = %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="432"/>
        <source>its sizes</source>
        <translation>размеры массива</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="438"/>
        <source>message %1</source>
        <translation>сообщение %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="439"/>
        <source>message (any)</source>
        <translation>сообщение (любое)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="488"/>
        <source>must not be less than minStep (%1)</source>
        <translation>не может быть меньше minStep (%1)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="495"/>
        <source>no experiment named %1 (the document has %2)</source>
        <translation>нет эксперимента с именем %1 (в документе есть: %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="497"/>
        <source>no model named &apos;%1&apos; in the source (its models: %2)</source>
        <translation>в исходном тексте нет модели «%1» (его модели: %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="498"/>
        <source>no module named %1</source>
        <translation>нет модуля с именем %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="501"/>
        <source>no parameter named &apos;%1&apos; to set</source>
        <translation>нельзя задать параметр &apos;%1&apos;: параметра с таким именем нет</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="504"/>
        <source>no state named %1 in statechart %2</source>
        <translation>в диаграмме состояний %2 нет состояния %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="508"/>
        <source>no value</source>
        <translation>значения нет</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="513"/>
        <source>not a chunk manifest</source>
        <translation>это не манифест порции</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="514"/>
        <source>not a number</source>
        <translation>не число</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="515"/>
        <source>not a record</source>
        <translation>не запись</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="516"/>
        <source>not a row of runs.csv</source>
        <translation>это не строка runs.csv</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="517"/>
        <source>not a time</source>
        <translation>не значение времени</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="518"/>
        <source>not an expression</source>
        <translation>это не выражение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="520"/>
        <source>number &apos;%1&apos; is out of range</source>
        <translation>число &apos;%1&apos; вне допустимого диапазона</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="521"/>
        <source>number out of range (%1)</source>
        <translation>число вне допустимого диапазона (%1)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="522"/>
        <source>number out of range</source>
        <translation>число вне допустимого диапазона</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="523"/>
        <source>number</source>
        <translation>число</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="524"/>
        <source>one argument</source>
        <translation>один аргумент</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="525"/>
        <source>one array</source>
        <translation>один массив</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="526"/>
        <source>one matrix</source>
        <translation>одну матрицу</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="528"/>
        <source>one size</source>
        <translation>один размер</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="529"/>
        <source>one square matrix</source>
        <translation>одну квадратную матрицу</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="531"/>
        <source>one vector of size 3</source>
        <translation>один вектор размера 3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="532"/>
        <source>one vector</source>
        <translation>один вектор</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="533"/>
        <source>only a composite state has an initial child (this state is %1)</source>
        <translation>начальное дочернее состояние бывает только у составного состояния (это состояние — %1)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="541"/>
        <source>only numbers, names, operators, if-expressions and mathematical functions can be used in an output expression</source>
        <translation>в выражении показателя можно использовать только числа, имена, операции, if-выражения и математические функции</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="545"/>
        <source>out of memory: the solver of an algebraic loop of %1 unknowns could not be allocated</source>
        <translation>недостаточно памяти: не удалось выделить решатель для алгебраического контура (неизвестных: %1)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="546"/>
        <source>output kind</source>
        <translation>вида показателя</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="548"/>
        <source>parameter &quot;%1&quot; is given twice</source>
        <translation>параметр &quot;%1&quot; задан дважды</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="549"/>
        <source>parameter &quot;%1&quot; must be %2, found %3</source>
        <translation>параметр &quot;%1&quot; должен содержать %2, а содержит %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="550"/>
        <source>parameter &quot;%1&quot; must be a finite number</source>
        <translation>параметр &quot;%1&quot; должен быть конечным числом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="551"/>
        <source>parameter &quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>параметр &quot;%1&quot; должен быть целым числом от %2 до %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="552"/>
        <source>parameter &quot;%1&quot; must be true or false, found &quot;%2&quot;</source>
        <translation>параметр &quot;%1&quot; должен быть true или false, а задано &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="553"/>
        <source>parameter &quot;%1&quot; must have %2×%3 = %4 entries, found %5</source>
        <translation>число элементов параметра &quot;%1&quot; должно быть %2×%3 = %4, а не %5</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="554"/>
        <source>parameter &quot;%1&quot; must have a multiple of %2 entries (the number of states), found %3</source>
        <translation>число элементов параметра &quot;%1&quot; должно быть кратно %2 (числу переменных состояния), а не %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="555"/>
        <source>parameter &quot;%1&quot; must hold finite numbers only</source>
        <translation>параметр &quot;%1&quot; должен содержать только конечные числа</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="556"/>
        <source>parameter &quot;%1&quot; must not be empty</source>
        <translation>параметр &quot;%1&quot; не должен быть пустым</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="557"/>
        <source>parameter &quot;A&quot; must be a square matrix (n×n entries), found %1 entries</source>
        <translation>параметр &quot;A&quot; должен быть квадратной матрицей (n×n элементов), а число элементов — %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="558"/>
        <source>parameter &quot;T&quot; (the time constant) must be greater than 0</source>
        <translation>параметр &quot;T&quot; (постоянная времени) должен быть больше 0</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="559"/>
        <source>parameter &quot;denominator&quot; must not be zero</source>
        <translation>параметр &quot;denominator&quot; не должен быть нулевым</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="560"/>
        <source>parameter &quot;lower&quot; must not be greater than &quot;upper&quot;</source>
        <translation>параметр &quot;lower&quot; не должен быть больше &quot;upper&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="561"/>
        <source>parameter &quot;on&quot; must be greater than &quot;off&quot;</source>
        <translation>параметр &quot;on&quot; должен быть больше &quot;off&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="562"/>
        <source>parameter &quot;period&quot; (the sampling period) must be greater than 0</source>
        <translation>параметр &quot;period&quot; (период дискретизации) должен быть больше 0</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="563"/>
        <source>parameter &quot;period&quot; must be greater than 0</source>
        <translation>параметр &quot;period&quot; должен быть больше 0</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="564"/>
        <source>parameter &quot;signs&quot; must contain only + and - (one per input), found &quot;%1&quot;</source>
        <translation>параметр &quot;signs&quot; должен содержать только + и - (по одному на каждый вход), а задано &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="565"/>
        <source>parameter &quot;signs&quot; must give at least one sign</source>
        <translation>параметр &quot;signs&quot; должен содержать хотя бы один знак</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="566"/>
        <source>parameter &quot;width&quot; (the fraction of the period the pulse is on) must be in (0, 1]</source>
        <translation>параметр &quot;width&quot; (доля периода, в течение которой импульс включён) должен лежать в (0, 1]</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="567"/>
        <source>parameter &quot;x&quot; must be strictly increasing</source>
        <translation>значения параметра &quot;x&quot; должны строго возрастать</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="568"/>
        <source>parameter &quot;x&quot; must have at least 2 points</source>
        <translation>параметр &quot;x&quot; должен содержать не менее 2 точек</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="569"/>
        <source>parameter values depend on each other in a cycle: %1 -&gt; %2</source>
        <translation>значения параметров циклически зависят друг от друга: %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="570"/>
        <source>parameters &quot;period&quot; and &quot;Ts&quot; are the same; give only one</source>
        <translation>параметры &quot;period&quot; и &quot;Ts&quot; означают одно и то же; укажите только один из них</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="571"/>
        <source>parameters &quot;x&quot; and &quot;y&quot; must have the same size (%1 and %2)</source>
        <translation>параметры &quot;x&quot; и &quot;y&quot; должны быть одного размера (сейчас %1 и %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="572"/>
        <source>parser failure: %1</source>
        <translation>сбой разбора: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="574"/>
        <source>policy</source>
        <translation>порядка одновременных событий</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="575"/>
        <source>rate %1</source>
        <translation>интенсивность %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="576"/>
        <source>record &apos;%1&apos;</source>
        <translation>запись «%1»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="579"/>
        <source>reinit() needs a numeric value</source>
        <translation>reinit() требует числового значения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="582"/>
        <source>repeated error test failures (the solution may be discontinuous or singular)</source>
        <translation>повторные неудачи при контроле локальной погрешности (решение может иметь разрыв или особенность)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="583"/>
        <source>repeated failures evaluating the equations</source>
        <translation>повторные сбои при вычислении уравнений</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="584"/>
        <source>run %1 is in more than one chunk</source>
        <translation>прогон %1 встречается более чем в одной порции</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="585"/>
        <source>run %1 is not a run of the experiment (%2 runs)</source>
        <translation>прогона %1 нет в эксперименте (всего прогонов: %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="586"/>
        <source>running until an element&apos;s next event needs a single model; a network stops at times or frame numbers</source>
        <translation>выполнение до следующего события элемента возможно только для одномодульной модели; сеть модулей останавливается по времени или по номеру кадра</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="587"/>
        <source>running until an element&apos;s next event needs a single model; a package stops at times or round numbers</source>
        <translation>выполнение до следующего события элемента возможно только для одномодульной модели; пакет останавливается по времени или по номеру круга синхронизации</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="590"/>
        <source>scalar</source>
        <translation>скаляр</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="594"/>
        <source>sensitivity method</source>
        <translation>метода анализа чувствительности</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="595"/>
        <source>solver method</source>
        <translation>метода решателя</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="597"/>
        <source>start and stop times are too close</source>
        <translation>время начала и время окончания слишком близки</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="599"/>
        <source>state %1 is not a direct child of %2</source>
        <translation>состояние %1 не является прямым потомком %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="600"/>
        <source>state %1 is not at the top level (its parent is %2)</source>
        <translation>состояние %1 не на верхнем уровне (его родитель — %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="601"/>
        <source>state %1 is not composite (it is %2)</source>
        <translation>состояние %1 не составное (его вид — %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="603"/>
        <source>state kind</source>
        <translation>вида состояния</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="607"/>
        <source>stop time</source>
        <translation>время окончания</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="610"/>
        <source>string &quot;%1&quot;</source>
        <translation>строка &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="611"/>
        <source>string</source>
        <translation>строка</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="613"/>
        <source>terminate: %1</source>
        <translation>завершение: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="614"/>
        <source>the %1 &apos;%2&apos; is set to a Boolean value</source>
        <translation>переменной &apos;%2&apos; типа %1 присваивается логическое значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="615"/>
        <source>the Boolean &apos;%1&apos; is set to a %2 value</source>
        <translation>логической переменной &apos;%1&apos; присваивается значение типа %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="619"/>
        <source>the Jacobian is singular</source>
        <translation>матрица Якоби вырождена</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="620"/>
        <source>the Newton steps diverged</source>
        <translation>шаги метода Ньютона расходятся</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="621"/>
        <source>the algebraic loop in %1 could not be solved: %2</source>
        <translation>не удалось решить алгебраический контур относительно %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="622"/>
        <source>the arguments of &apos;%1&apos; have different sizes: %2 and %3</source>
        <translation>аргументы «%1» имеют разные размеры: %2 и %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="623"/>
        <source>the arguments of &apos;%1&apos;, applied element by element, have different sizes: %2 and %3</source>
        <translation>аргументы «%1», применяемой поэлементно, имеют разные размеры: %2 и %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="625"/>
        <source>the arrays concatenated have different sizes: %1 and %2</source>
        <translation>соединяемые массивы имеют разные размеры: %1 и %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="627"/>
        <source>the binding &apos;%1&apos; is %2, not record &apos;%3&apos;</source>
        <translation>привязка «%1» — %2, а не запись «%3»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="628"/>
        <source>the bindings of &apos;%1&apos; in &apos;%2&apos; depend on each other in a cycle</source>
        <translation>привязки «%1» в «%2» циклически зависят друг от друга</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="629"/>
        <source>the branches of &apos;%1&apos; have different types</source>
        <translation>ветви «%1» имеют разные типы</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="630"/>
        <source>the branches of an if-expression have different types</source>
        <translation>ветви if-выражения имеют разные типы</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="631"/>
        <source>the branches of the if-expression have different sizes: %1 and %2</source>
        <translation>ветви if-выражения имеют разные размеры: %1 и %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="632"/>
        <source>the call of &apos;%1&apos; gives no value to its input &apos;%2&apos;</source>
        <translation>в вызове «%1» не задано значение входа «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="638"/>
        <source>the columns differ from the experiment&apos;s (%1)</source>
        <translation>столбцы не совпадают со столбцами эксперимента (%1)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="641"/>
        <source>the condition &apos;%1&apos; became true again without having been re-armed (it did not move beyond the hysteresis band %2 after its last event); the when-clause does not fire (further occurrences are not reported)</source>
        <translation>условие &apos;%1&apos; снова стало истинным, хотя не было снова взведено: после предыдущего события оно не вышло за пределы полосы гистерезиса %2; оператор when не срабатывает (о дальнейших случаях не сообщается)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="642"/>
        <source>the condition &apos;%1&apos; became true again without having been re-armed (it did not move beyond the hysteresis band %2 after its last event); the when-clause does not fire</source>
        <translation>условие &apos;%1&apos; снова стало истинным, хотя не было снова взведено: после предыдущего события оно не вышло за пределы полосы гистерезиса %2; оператор when не срабатывает</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="644"/>
        <source>the condition must be Boolean</source>
        <translation>условие должно быть логическим</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="645"/>
        <source>the condition of a when-clause must be Boolean</source>
        <translation>условие оператора when должно быть логическим</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="650"/>
        <source>the condition of an if-expression must be Boolean</source>
        <translation>условие if-выражения должно быть логическим</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="652"/>
        <source>the condition of assert() must be Boolean</source>
        <translation>условие assert() должно быть логическим</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="655"/>
        <source>the condition</source>
        <translation>условия</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="662"/>
        <source>the corrector did not converge (stiff or singular equations)</source>
        <translation>корректор не сошёлся (жёсткие или вырожденные уравнения)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="663"/>
        <source>the document has no experiment</source>
        <translation>в документе нет экспериментов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="665"/>
        <source>the document has no module to run</source>
        <translation>в документе нет модуля для запуска</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="668"/>
        <source>the elements of the array have different sizes: %1 and %2</source>
        <translation>элементы массива имеют разные размеры: %1 и %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="670"/>
        <source>the enumeration &apos;%1&apos; has the literal &apos;%2&apos; twice</source>
        <translation>в перечислении «%1» литерал «%2» указан дважды</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="671"/>
        <source>the enumeration &apos;%1&apos;</source>
        <translation>перечисление «%1»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="672"/>
        <source>the equations could not be evaluated at the start</source>
        <translation>уравнения не удалось вычислить в начальный момент</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="673"/>
        <source>the equations could not be evaluated</source>
        <translation>уравнения не удалось вычислить</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="677"/>
        <source>the event queue reached its limit of %1 items at once (or 2^40 schedulings in one run); an event schedules events faster than they run</source>
        <translation>очередь событий достигла предела в %1 элементов одновременно (или 2^40 планирований за один прогон); какое-то событие планирует события быстрее, чем они выполняются</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="682"/>
        <source>the experiment&apos;s runs did not end within %1 s of Cancel and were ended</source>
        <translation>прогоны эксперимента не завершились в течение %1 с после отмены и были прерваны</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="680"/>
        <source>the experiment was cancelled while its model was compiled</source>
        <translation>эксперимент отменён во время компиляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="398"/>
        <source>experiments run the model of a single-module document; this one has modules</source>
        <translation>эксперименты выполняют модель одномодульного документа, а в этом документе несколько модулей</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="664"/>
        <source>the document has no model to run</source>
        <translation>в документе нет модели для запуска</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="494"/>
        <source>no experiment is prepared to run</source>
        <translation>нет подготовленного к запуску эксперимента</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="16"/>
        <source>%1 (its last message: %2)</source>
        <translation>%1 (его последнее сообщение: %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="54"/>
        <source>%1 — the system may have run out of memory</source>
        <translation>%1 — возможно, в системе закончилась память</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="770"/>
        <source>the simulation process stopped: signal %1</source>
        <translation>процесс моделирования остановился: сигнал %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="767"/>
        <source>the simulation process ended unexpectedly with exit code %1</source>
        <translation>процесс моделирования неожиданно завершился с кодом %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="765"/>
        <source>the simulation process did not answer Stop within %1 s and was ended</source>
        <translation>процесс моделирования не ответил на команду «Стоп» за %1 с и был завершён</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="766"/>
        <source>the simulation process did not finish the check within %1 s and was ended</source>
        <translation>процесс моделирования не завершил проверку за %1 с и был завершён</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="769"/>
        <source>the simulation process sent what cannot be read (%1) and was ended</source>
        <translation>процесс моделирования прислал нечитаемые данные (%1) и был завершён</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="764"/>
        <source>the simulation process %1 could not be started: %2</source>
        <translation>не удалось запустить процесс моделирования %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="768"/>
        <source>the simulation process is not running</source>
        <translation>процесс моделирования не запущен</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="384"/>
        <source>events of the condition &apos;%1&apos; accumulate: %2 events within %3 s; estimated accumulation time t = %4</source>
        <translation>события условия &apos;%1&apos; накапливаются: %2 событий за %3 с; оценка момента накопления t = %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="31"/>
        <source>%1 event steps at t = %2 without time advancing; the cycle involves %3</source>
        <translation>в момент t = %2 выполнено событийных шагов: %1, а время не продвигается; в цикле участвуют %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="346"/>
        <source>choice points keep passing control to each other at %1</source>
        <translation>точки выбора бесконечно передают управление друг другу в %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="530"/>
        <source>one step passes through more than %1 choice points and nested states (at %2); a chain this long cannot be entered at once</source>
        <translation>за один шаг проходится более %1 точек выбора и вложенных состояний (в %2); такую длинную цепочку нельзя пройти за один шаг</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="491"/>
        <source>no branch of the choice point %1 is enabled</source>
        <translation>ни одна ветвь точки выбора %1 не разрешена</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="382"/>
        <source>event iteration did not converge after %1 iterations; still changing: %2</source>
        <translation>итерация событий не сошлась за %1 итераций; продолжают меняться: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="781"/>
        <source>the solver failed at t = %1: %2</source>
        <translation>сбой решателя в момент t = %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="732"/>
        <source>the next event (%1) is only %2 s after t = %3, below this run&apos;s time resolution of %4 s: a delay, timeout or sample interval this small cannot be simulated</source>
        <translation>следующее событие (%1) наступает всего через %2 с после t = %3 — меньше разрешения по времени этого прогона (%4 с): такую малую задержку, таймаут или интервал sample() смоделировать нельзя</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="674"/>
        <source>the equations could not be solved at the start: %1</source>
        <translation>уравнения не удалось решить в начальный момент: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="606"/>
        <source>stop time must not be before start time and the interval must be positive</source>
        <translation>время окончания не может быть раньше времени начала, а интервал должен быть положительным</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="793"/>
        <source>the timeout must be a non-negative number</source>
        <translation>таймаут должен быть неотрицательным числом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="405"/>
        <source>for-loop with a zero step</source>
        <translation>цикл for с нулевым шагом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="406"/>
        <source>for-loop with more than 10^7 iterations</source>
        <translation>цикл for более чем из 10^7 итераций</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="591"/>
        <source>schedule(%1, ...) needs a non-negative delay</source>
        <translation>schedule(%1, ...) требует неотрицательной задержки</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="740"/>
        <source>the period of %1 must be positive</source>
        <translation>период %1 должен быть положительным</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="35"/>
        <source>%1 is %2 but %3 is %4</source>
        <translation>%1 имеет тип %2, а %3 — тип %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="299"/>
        <source>an expression block needs an &quot;expression&quot; text</source>
        <translation>блоку expression нужен текст &quot;expression&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="231"/>
        <source>a loop of modules with direct feedthrough only: %1 (add a module without direct feedthrough, such as an integrator or a unit delay)</source>
        <translation>алгебраический контур из модулей только с прямой передачей: %1 (добавьте модуль без прямой передачи, например интегратор или задержку на такт)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="455"/>
        <source>module %1 feeds its own input with direct feedthrough: an algebraic loop</source>
        <translation>модуль %1 с прямой передачей подаёт выход на собственный вход: алгебраический контур</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="41"/>
        <source>%1 is not connected; it keeps the value %2</source>
        <translation>%1 не подключён; сохраняет значение %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="37"/>
        <source>%1 is already driven by %2</source>
        <translation>%1 уже подключён к %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="148"/>
        <source>&apos;%1&apos; is not of the form Module.port</source>
        <translation>&apos;%1&apos; не имеет вида Модуль.порт</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="499"/>
        <source>no module named &apos;%1&apos;</source>
        <translation>нет модуля с именем &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="38"/>
        <source>%1 is not a project of the package and does not run</source>
        <translation>%1 не входит в проекты пакета и не выполняется</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="738"/>
        <source>the package made no progress after 10^7 rounds</source>
        <translation>пакет не продвинулся за 10^7 кругов синхронизации</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="844"/>
        <source>unsupported format version %1 (this HybridStudio reads %2)</source>
        <translation>неподдерживаемая версия формата %1 (эта версия HybridStudio читает %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="512"/>
        <source>not a HybridStudio run record (format 1)</source>
        <translation>это не запись расчёта HybridStudio (формат 1)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="833"/>
        <source>unknown event kind &apos;%1&apos;</source>
        <translation>неизвестный вид события &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="343"/>
        <source>cannot read the run record: %1</source>
        <translation>не удаётся прочитать запись расчёта: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="667"/>
        <source>the document has no package section</source>
        <translation>в документе нет раздела package</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="666"/>
        <source>the document has no module</source>
        <translation>в документе нет модулей</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="212"/>
        <source>a cyclic event needs a period</source>
        <translation>циклическому событию нужен период</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="675"/>
        <source>the event needs a condition</source>
        <translation>событию нужно условие</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="676"/>
        <source>the event needs a rate</source>
        <translation>событию нужна интенсивность</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="693"/>
        <source>the frame length must be a whole number of steps</source>
        <translation>длина кадра должна быть целым числом шагов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="695"/>
        <source>the function %1() cannot be used in an output expression</source>
        <translation>функцию %1() нельзя использовать в выражении показателя</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="715"/>
        <source>the interval is not a whole number of steps</source>
        <translation>интервал не равен целому числу шагов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="719"/>
        <source>the line search could not make progress</source>
        <translation>линейный поиск не может продвинуться</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="720"/>
        <source>the line search did not converge</source>
        <translation>линейный поиск не сошёлся</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="721"/>
        <source>the linear solve failed (singular Jacobian)</source>
        <translation>сбой решения линейной системы (матрица Якоби вырождена)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="722"/>
        <source>the linear solve failed</source>
        <translation>сбой решения линейной системы</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="723"/>
        <source>the linear solver setup failed (singular Jacobian)</source>
        <translation>сбой подготовки линейного решателя (матрица Якоби вырождена)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="724"/>
        <source>the maximum number of Newton iterations was reached</source>
        <translation>достигнуто максимальное число итераций метода Ньютона</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="733"/>
        <source>the occurrence time</source>
        <translation>времени наступления</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="734"/>
        <source>the old name of &quot;resultsOnlyAtSync&quot;; give only one of them</source>
        <translation>это старое имя ключа &quot;resultsOnlyAtSync&quot;; укажите только один из них</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="739"/>
        <source>the parent chain is cyclic (%1)</source>
        <translation>цепочка родительских состояний зациклена (%1)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="741"/>
        <source>the period</source>
        <translation>периода</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="749"/>
        <source>the rate</source>
        <translation>интенсивности</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="754"/>
        <source>the requested accuracy cannot be reached (loosen the tolerances)</source>
        <translation>требуемая точность недостижима (ослабьте допуски)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="786"/>
        <source>the step must be positive and the stop time after the start</source>
        <translation>шаг должен быть положительным, а время окончания — позже начала</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="794"/>
        <source>the timeout needs a time</source>
        <translation>таймауту нужно время</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="496"/>
        <source>no initial state &apos;%1&apos;</source>
        <translation>нет начального состояния &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="502"/>
        <source>no parent state &apos;%1&apos;</source>
        <translation>нет родительского состояния &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="596"/>
        <source>source or target state does not exist</source>
        <translation>исходное или целевое состояние не существует</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="796"/>
        <source>the trigger needs an expression</source>
        <translation>для срабатывания нужно задать выражение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="208"/>
        <source>a composite state needs an initial state</source>
        <translation>составному состоянию нужно начальное состояние</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="538"/>
        <source>only allowed with mode &quot;cyclic&quot;</source>
        <translation>допускается только в режиме &quot;cyclic&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="539"/>
        <source>only allowed with mode &quot;frames&quot;</source>
        <translation>допускается только в режиме &quot;frames&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="536"/>
        <source>only allowed with kind &quot;message&quot;</source>
        <translation>допускается только для вида &quot;message&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="465"/>
        <source>must be absent when anyMessage is true</source>
        <translation>должно отсутствовать, если anyMessage равно true</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="341"/>
        <source>cannot read the file &apos;%1&apos;</source>
        <translation>не удаётся прочитать файл &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="338"/>
        <source>cannot read the document</source>
        <translation>не удаётся прочитать документ</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="485"/>
        <source>must not be empty</source>
        <translation>не должно быть пустым</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="472"/>
        <source>must be greater than 0</source>
        <translation>должно быть больше 0</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="475"/>
        <source>must contain at least one module</source>
        <translation>должен содержать хотя бы один модуль</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="478"/>
        <source>must contain at least one project</source>
        <translation>должен содержать хотя бы один проект</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="474"/>
        <source>must contain at least one input port</source>
        <translation>должен содержать хотя бы один входной порт</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="377"/>
        <source>end of input</source>
        <translation>конец текста</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="240"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="253"/>
        <source>a string</source>
        <translation>строка</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="348"/>
        <source>component name</source>
        <translation>имя компонента</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="21"/>
        <source>entry</source>
        <translation>действие при входе</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="22"/>
        <source>exit</source>
        <translation>действие при выходе</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="23"/>
        <source>trigger</source>
        <translation>срабатывание</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="24"/>
        <source>guard</source>
        <translation>охранное условие</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="25"/>
        <source>action</source>
        <translation>действие</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="26"/>
        <source>(root)</source>
        <translation>(корень)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="120"/>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="121"/>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="122"/>
        <source>note</source>
        <translation>примечание</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="115"/>
        <source>&apos;%1&apos; is a predefined type and cannot name a model</source>
        <translation>«%1» — предопределённый тип, так нельзя назвать модель</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="114"/>
        <source>&apos;%1&apos; is a predefined type and cannot be redefined</source>
        <translation>«%1» — предопределённый тип, его нельзя переопределить</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="116"/>
        <source>&apos;%1&apos; is a predefined type and cannot name a variable</source>
        <translation>«%1» — предопределённый тип, так нельзя назвать переменную</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="130"/>
        <source>&apos;%1&apos; is final in type &apos;%2&apos; and cannot be modified here</source>
        <translation>«%1» в типе «%2» объявлен как final и здесь не может быть изменён</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="129"/>
        <source>&apos;%1&apos; is final in the type and cannot be modified</source>
        <translation>«%1» в типе объявлен как final и не может быть изменён</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="146"/>
        <source>&apos;%1&apos; is not an attribute of %2 (start, fixed, unit, displayUnit, quantity, min, max, nominal, stateSelect)</source>
        <translation>«%1» не является атрибутом %2 (start, fixed, unit, displayUnit, quantity, min, max, nominal, stateSelect)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="660"/>
        <source>the constant &apos;%1&apos; needs a value (= ...)</source>
        <translation>константе «%1» нужно значение (= ...)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="659"/>
        <source>the constant &apos;%1&apos; depends on the parameter &apos;%2&apos;; a constant&apos;s value must be known without parameters</source>
        <translation>константа «%1» зависит от параметра «%2»; значение константы должно быть известно без параметров</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="804"/>
        <source>the value of parameter &apos;%1&apos; depends on the non-parameter &apos;%2&apos;</source>
        <translation>значение параметра «%1» зависит от не-параметра «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="616"/>
        <source>the Integer &apos;%1&apos; is given a Real value (%2); use integer(...) or div(...)</source>
        <translation>целой переменной «%1» присваивается вещественное значение (%2); используйте integer(...) или div(...)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="617"/>
        <source>the Integer &apos;%1&apos; is given the Real value %2</source>
        <translation>целой переменной «%1» присваивается вещественное значение %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="618"/>
        <source>the Integer &apos;%1&apos; is set to a Real value; use integer(...) or div(...)</source>
        <translation>целой переменной «%1» задаётся вещественное значение; используйте integer(...) или div(...)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="124"/>
        <source>&apos;%1&apos; is declared discrete: only a when-clause can give it a value</source>
        <translation>«%1» объявлена дискретной: значение ей может задать только оператор when</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="649"/>
        <source>the condition of an if-equation must be Boolean, not %1 &apos;%2&apos;</source>
        <translation>условие if-уравнения должно быть логическим, а не %1 «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="189"/>
        <source>&apos;break&apos; outside a for- or while-loop</source>
        <translation>«break» вне цикла for или while</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="196"/>
        <source>&apos;return&apos; is only allowed in a function</source>
        <translation>«return» допустим только в функции</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="784"/>
        <source>the start of sample() must be a parameter expression, but it depends on &apos;%1&apos;</source>
        <translation>начало sample() должно быть выражением из параметров, но оно зависит от «%1»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="716"/>
        <source>the interval of sample() must be a parameter expression, but it depends on &apos;%1&apos;</source>
        <translation>интервал sample() должен быть выражением из параметров, но он зависит от «%1»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="233"/>
        <source>a message must be a String (a literal, String(x), or strings joined with +), not &apos;%1&apos;</source>
        <translation>сообщение должно быть строкой (литерал, String(x) или строки, соединённые через +), а не «%1»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="59"/>
        <source>%1() has no argument &apos;%2&apos;</source>
        <translation>у %1() нет аргумента «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="612"/>
        <source>terminate() needs a message</source>
        <translation>terminate() требует сообщения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="717"/>
        <source>the level of assert() is AssertionLevel.error or AssertionLevel.warning</source>
        <translation>уровень assert() — AssertionLevel.error или AssertionLevel.warning</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="55"/>
        <source>%1(%2) is outside its domain (%3)</source>
        <translation>%1(%2) вне области определения (%3)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="683"/>
        <source>the expression is too long: more than %1 operations in one chain or nested (a sum of n terms counts n); split it with intermediate variables</source>
        <translation>выражение слишком длинное: более %1 операций в одной цепочке или во вложении (сумма n слагаемых считается за n); разбейте его с помощью промежуточных переменных</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="490"/>
        <source>nesting is too deep (more than %1 levels)</source>
        <translation>слишком глубокая вложенность (более %1 уровней)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="737"/>
        <source>the output interval %1 over %2 s gives %3 result rows of %4 columns (%5), more than the memory limit of %6 (--max-memory); choose a larger interval or a shorter run</source>
        <translation>интервал вывода %1 на отрезке %2 с даёт %3 строк результатов по %4 столбцов (%5) — больше предела памяти %6 (--max-memory); выберите интервал побольше или прогон покороче</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="756"/>
        <source>the results grew to %1 rows of %2 columns (%3), more than the memory limit of %4 (--max-memory); %5 event steps so far</source>
        <translation>результаты выросли до %1 строк по %2 столбцов (%3) — больше предела памяти %4 (--max-memory); выполнено событийных шагов: %5</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="608"/>
        <source>stopped on request while a loop was running; the run cannot go on from the middle of it</source>
        <translation>остановлено по запросу во время выполнения цикла; продолжить прогон с середины цикла невозможно</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="543"/>
        <source>out of memory: the linear solver of %1 states could not be allocated</source>
        <translation>недостаточно памяти: не удалось выделить линейный решатель для %1 переменных состояния</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="544"/>
        <source>out of memory: the solver of %1 states could not be allocated</source>
        <translation>недостаточно памяти: не удалось выделить решатель для %1 переменных состояния</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="365"/>
        <source>division by zero (%1 / 0)</source>
        <translation>деление на ноль (%1 / 0)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="849"/>
        <source>watch expressions read the variables of a single model; this document runs as several modules</source>
        <translation>выражения наблюдения читают переменные одной модели; этот документ выполняется как несколько модулей</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="853"/>
        <source>while-loop still running after 1000000 iterations</source>
        <translation>цикл while не завершился за 1000000 итераций</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="854"/>
        <source>write mode</source>
        <translation>режима записи сигналов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="855"/>
        <source>wrong number of arguments to %1()</source>
        <translation>неверное число аргументов у %1()</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="856"/>
        <source>zero to a negative power (0 ^ %1)</source>
        <translation>ноль в отрицательной степени (0 ^ %1)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="235"/>
        <source>a negative number to a non-integer power (%1 ^ %2)</source>
        <translation>отрицательное число в нецелой степени (%1 ^ %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="56"/>
        <source>%1(%2, 0): division by zero</source>
        <translation>%1(%2, 0): деление на ноль</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="77"/>
        <source>&apos;%1&apos; became not a number (NaN) (%2)</source>
        <translation>«%1» перестало быть числом (NaN) (%2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="76"/>
        <source>&apos;%1&apos; became infinite (%2)</source>
        <translation>«%1» стало бесконечным (%2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="782"/>
        <source>the solver makes no progress at t = %1: its last %2 steps were shorter than %3 * |t| (a discontinuity or a singularity there?)</source>
        <translation>решатель не продвигается при t = %1: его последние %2 шагов короче %3 * |t| (разрыв или особенность в этой точке?)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="462"/>
        <source>more than %1 solver steps without reaching the next output point or event, at t = %2 (raise --max-steps or check the model&apos;s stiffness)</source>
        <translation>более %1 шагов решателя без достижения следующей точки вывода или события, при t = %2 (увеличьте --max-steps или проверьте жёсткость модели)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="589"/>
        <source>sample() needs a finite start and a positive, finite interval</source>
        <translation>sample() требует конечного начала и положительного конечного интервала</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="588"/>
        <source>sample() has more than 9e15 instants before the start time</source>
        <translation>у sample() более 9e15 моментов до времени начала</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="261"/>
        <source>a zero-crossing function could not be evaluated at t = %1</source>
        <translation>функцию пересечения нуля не удалось вычислить при t = %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="753"/>
        <source>the replayed random numbers are used up (%1 given); the run draws more than the one that was logged</source>
        <translation>воспроизводимые случайные числа исчерпаны (дано %1); прогон берёт больше чисел, чем было записано</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="535"/>
        <source>only allowed with kind %1</source>
        <translation>допустимо только для вида %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="537"/>
        <source>only allowed with method %1</source>
        <translation>допустимо только для метода %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="484"/>
        <source>must not be before startTime</source>
        <translation>не может быть раньше startTime</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="477"/>
        <source>must contain at least one parameter</source>
        <translation>нужен хотя бы один параметр</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="547"/>
        <source>parameter %1 is listed twice</source>
        <translation>параметр %1 указан дважды</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="370"/>
        <source>duplicate output name %1</source>
        <translation>имя показателя %1 повторяется</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="247"/>
        <source>a sensitivity experiment needs at least one output</source>
        <translation>эксперименту на чувствительность нужен хотя бы один показатель</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="476"/>
        <source>must contain at least one output (or give trajectories)</source>
        <translation>нужен хотя бы один показатель (или траектории)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="466"/>
        <source>must be an even number from 2 to 1000</source>
        <translation>должно быть чётным числом от 2 до 1000</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="450"/>
        <source>missing the parameter&apos;s values: give one of &quot;values&quot;, &quot;range&quot; or &quot;logRange&quot;</source>
        <translation>не заданы значения параметра: укажите одно из &quot;values&quot;, &quot;range&quot; или &quot;logRange&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="408"/>
        <source>give only one of &quot;values&quot;, &quot;range&quot; and &quot;logRange&quot;</source>
        <translation>укажите только одно из &quot;values&quot;, &quot;range&quot; и &quot;logRange&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="14"/>
        <source>%1 (becomes false)</source>
        <translation>%1 (становится ложным)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="15"/>
        <source>%1 (column %2)</source>
        <translation>%1 (столбец %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="17"/>
        <source>%1 (true; waits to become false)</source>
        <translation>%1 (истинно; ожидает возврата в «ложь»)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="18"/>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="19"/>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="20"/>
        <source>%1 PB</source>
        <translation>%1 ПБ</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="21"/>
        <source>%1 TB</source>
        <translation>%1 ТБ</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="24"/>
        <source>%1 bytes</source>
        <translation>%1 байт</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="26"/>
        <source>%1 does not close any open block</source>
        <translation>%1 не закрывает ни одного открытого блока</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="27"/>
        <source>%1 equation and %2 unknown</source>
        <translation>уравнений %1, неизвестных %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="28"/>
        <source>%1 equation and %2 unknowns</source>
        <translation>уравнений %1, неизвестных %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="29"/>
        <source>%1 equations and %2 unknown</source>
        <translation>уравнений %1, неизвестных %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="30"/>
        <source>%1 equations and %2 unknowns</source>
        <translation>уравнений %1, неизвестных %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="32"/>
        <source>%1 failed (KINSOL error %2)</source>
        <translation>сбой %1 (ошибка KINSOL %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="33"/>
        <source>%1 failed: %2</source>
        <translation>сбой %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="39"/>
        <source>%1 is not a valid %2 (expected %3)</source>
        <translation>%1 — недопустимое значение %2 (ожидалось %3)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="40"/>
        <source>%1 is not an identifier (letters, digits and _, not starting with a digit)</source>
        <translation>%1 — не идентификатор (допускаются буквы, цифры и _, первой не может быть цифра)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="42"/>
        <source>%1 is not of the form &quot;Module.port&quot;</source>
        <translation>%1 не имеет вида &quot;Модуль.порт&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="44"/>
        <source>%1 kB</source>
        <translation>%1 КБ</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="45"/>
        <source>%1 must be a Boolean expression</source>
        <translation>выражение %1 должно быть логическим</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="46"/>
        <source>%1 must be a non-negative integer</source>
        <translation>значение %1 должно быть неотрицательным целым числом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="47"/>
        <source>%1 must be a number</source>
        <translation>выражение %1 должно быть числовым</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="48"/>
        <source>%1 needs 0 &lt; minStep &lt;= maxStep and a positive syncStep</source>
        <translation>для проекта %1 требуются 0 &lt; minStep &lt;= maxStep и положительный syncStep</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="49"/>
        <source>%1 of %2 runs are missing (%3); no chunk has finished</source>
        <translation>не хватает прогонов: %1 из %2 (%3); ни одна порция не завершилась</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="50"/>
        <source>%1 of %2 runs are missing (%3); rerun --index %4 with --chunk %5</source>
        <translation>не хватает прогонов: %1 из %2 (%3); перезапустите --index %4 с --chunk %5</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="51"/>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="52"/>
        <source>%1 ran another model (%2, not %3)</source>
        <translation>в %1 выполнялась другая модель (%2, а не %3)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="58"/>
        <source>%1() has no argument %2</source>
        <translation>у %1() нет аргумента %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="60"/>
        <source>%1() needs a numeric argument</source>
        <translation>%1() требует числового аргумента</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="61"/>
        <source>%1() needs numeric arguments</source>
        <translation>%1() требует числовых аргументов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="63"/>
        <source>%1() takes %2 argument, %3 given</source>
        <translation>%1() принимает аргументов: %2, а передано: %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="64"/>
        <source>%1() takes %2 arguments, %3 given</source>
        <translation>%1() принимает аргументов: %2, а передано: %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="65"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="66"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="67"/>
        <source>%1; equations without an unknown: %2</source>
        <translation>%1; уравнения без неизвестного: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="68"/>
        <source>%1; its guard was false at t = %2</source>
        <translation>%1; его охранное условие было ложным при t = %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="72"/>
        <source>%1; variables without an equation: %2</source>
        <translation>%1; переменные без уравнения: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="75"/>
        <source>&apos;%1&apos; and output %2 of &apos;%3&apos; have different sizes: %4 and %5</source>
        <translation>«%1» и выход %2 функции «%3» имеют разные размеры: %4 и %5</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="79"/>
        <source>&apos;%1&apos; cannot be a literal of the enumeration &apos;%2&apos;: it names an attribute of the type</source>
        <translation>«%1» не может быть литералом перечисления «%2»: так называется атрибут типа</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="81"/>
        <source>&apos;%1&apos; compares %2 with %3</source>
        <translation>«%1» сравнивает %2 с %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="82"/>
        <source>&apos;%1&apos; computes with %2: an enumeration has no arithmetic (Integer(e) is its ordinal)</source>
        <translation>«%1» выполняет арифметику над %2: у перечислений арифметики нет (Integer(e) — порядковый номер)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="85"/>
        <source>&apos;%1&apos; has a record operand (record &apos;%2&apos;): records have no operators</source>
        <translation>у «%1» операнд-запись (запись «%2»): для записей операции не определены</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="92"/>
        <source>&apos;%1&apos; has size %2, but its binding has size %3</source>
        <translation>«%1» имеет размер %2, а значение, заданное ему в объявлении, — размер %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="93"/>
        <source>&apos;%1&apos; has size %2, but its modifier &apos;%3&apos; has size %4</source>
        <translation>«%1» имеет размер %2, а его модификатор «%3» — размер %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="95"/>
        <source>&apos;%1&apos; in &apos;%2&apos; is %3, but its binding is %4</source>
        <translation>«%1» в «%2» — %3, а его привязка — %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="97"/>
        <source>&apos;%1&apos; in the function &apos;%2&apos; is public but neither an input nor an output: declare it protected</source>
        <translation>переменная «%1» в функции «%2» открыта (public), но не является ни входом, ни выходом: объявите её как protected</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="99"/>
        <source>&apos;%1&apos; is %2, but &apos;%3&apos; is %4</source>
        <translation>«%1» — %2, а «%3» — %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="100"/>
        <source>&apos;%1&apos; is %2, but the value assigned is %3</source>
        <translation>«%1» — %2, а присваиваемое значение — %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="122"/>
        <source>&apos;%1&apos; is assigned in a when-clause and must not have another equation</source>
        <translation>&apos;%1&apos; получает значение в операторе when и не должна иметь других уравнений</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="123"/>
        <source>&apos;%1&apos; is called on arrays, element by element, which needs a function with one scalar output</source>
        <translation>«%1» вызвана для массивов поэлементно, а для этого у функции должен быть один скалярный выход</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="137"/>
        <source>&apos;%1&apos; is not a field of a record</source>
        <translation>«%1» не является полем записи</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="140"/>
        <source>&apos;%1&apos; is not a parameter of %2 (it is %3)</source>
        <translation>&apos;%1&apos; — не параметр %2 (это %3)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="141"/>
        <source>&apos;%1&apos; is not a record</source>
        <translation>«%1» не является записью</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="143"/>
        <source>&apos;%1&apos; is not a variable of the function &apos;%2&apos; (a function sees only its inputs, outputs and protected variables)</source>
        <translation>«%1» не является переменной функции «%2» (функции доступны только её входы, выходы и переменные protected)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="144"/>
        <source>&apos;%1&apos; is not a variable of the function &apos;%2&apos;</source>
        <translation>«%1» не является переменной функции «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="163"/>
        <source>&apos;%1&apos; is used before it is given a value in the function &apos;%2&apos;</source>
        <translation>«%1» используется в функции «%2» до того, как получает значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="164"/>
        <source>&apos;%1&apos; mixes %2 and %3</source>
        <translation>«%1» смешивает %2 и %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="165"/>
        <source>&apos;%1&apos; needs Boolean operands</source>
        <translation>&apos;%1&apos; требует логических операндов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="174"/>
        <source>&apos;%1&apos; needs two vectors of size 3, not sizes %2 and %3</source>
        <translation>«%1» требует два вектора размера 3, а размеры аргументов — %2 и %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="175"/>
        <source>&apos;%1&apos; needs two vectors, not sizes %2 and %3</source>
        <translation>«%1» требует два вектора, а размеры аргументов — %2 и %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="179"/>
        <source>&apos;%1&apos; sets the size of arrays or the range of loops of %2: it is fixed when the model is compiled and cannot vary between runs</source>
        <translation>«%1» задаёт размер массивов или диапазон циклов модели %2: это значение фиксируется при компиляции модели и не может меняться от прогона к прогону</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="180"/>
        <source>&apos;%1&apos; sets the size of arrays or the range of loops: it is fixed when the model is compiled; change it in the model</source>
        <translation>«%1» задаёт размер массивов или диапазон циклов: это значение фиксируется при компиляции модели; измените его в модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="181"/>
        <source>&apos;%1&apos; stands only on the left of &apos;=&apos; or &apos;:=&apos;, taking the outputs of a function call</source>
        <translation>«%1» допускается только слева от «=» или «:=» и принимает выходы вызова функции</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="183"/>
        <source>&apos;%1&apos; takes a number, not %2</source>
        <translation>«%1» принимает число, а не %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="184"/>
        <source>&apos;%1&apos; takes the outputs of a call of a function; &apos;%2&apos; is not one</source>
        <translation>«%1» принимает выходы вызова функции, а «%2» не является таким вызовом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="187"/>
        <source>&apos;^&apos; is not associative; use parentheses, e.g. (a^b)^c or a^(b^c)</source>
        <translation>операция &apos;^&apos; не ассоциативна; используйте скобки, например (a^b)^c или a^(b^c)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="193"/>
        <source>&apos;enumeration(:)&apos; is not supported yet: list the literals</source>
        <translation>«enumeration(:)» пока не поддерживается: перечислите литералы</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="194"/>
        <source>&apos;not not&apos; is not allowed; use parentheses</source>
        <translation>&apos;not not&apos; недопустимо; используйте скобки</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="195"/>
        <source>&apos;not&apos; needs a Boolean operand</source>
        <translation>&apos;not&apos; требует логического операнда</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="198"/>
        <source>CVODE error %1</source>
        <translation>ошибка CVODE %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="199"/>
        <source>Integer() takes an enumeration value; integer() rounds a number down</source>
        <translation>Integer() принимает значение перечисления; число округляет вниз integer()</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="200"/>
        <source>KINSOL error %1</source>
        <translation>ошибка KINSOL %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="201"/>
        <source>&quot;all&quot; or an array of run indices</source>
        <translation>&quot;all&quot; или массив номеров прогонов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="203"/>
        <source>a String variable whose value is known only while running is not supported yet (String constants, parameters and variables with a text known when compiling are)</source>
        <translation>строковая переменная (String), значение которой известно только во время расчёта, пока не поддерживается (поддерживаются строковые константы, параметры и переменные, текст которых известен при компиляции)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="204"/>
        <source>a boolean</source>
        <translation>логическое значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="205"/>
        <source>a chunk of another experiment (%1)</source>
        <translation>порция другого эксперимента (%1)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="210"/>
        <source>a condition</source>
        <translation>условия</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="211"/>
        <source>a constant variable</source>
        <translation>константа</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="213"/>
        <source>a declaration or a section keyword (&apos;equation&apos;, &apos;algorithm&apos;)</source>
        <translation>объявление или ключевое слово раздела (&apos;equation&apos;, &apos;algorithm&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="214"/>
        <source>a declaration</source>
        <translation>объявление</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="215"/>
        <source>a derivative variable</source>
        <translation>производная</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="216"/>
        <source>a dimension &gt;= 1 and arrays</source>
        <translation>номер измерения &gt;= 1 и массивы</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="217"/>
        <source>a dimension and arrays</source>
        <translation>номер измерения и массивы</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="218"/>
        <source>a discrete variable</source>
        <translation>дискретная переменная</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="220"/>
        <source>a first value, a last value and a number of points</source>
        <translation>первое значение, последнее значение и число точек</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="226"/>
        <source>a function has no when-statements (in &apos;%1&apos;)</source>
        <translation>в функции не может быть операторов when (в «%1»)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="227"/>
        <source>a guard</source>
        <translation>охранного условия</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="228"/>
        <source>a list of numbers</source>
        <translation>список чисел</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="229"/>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="234"/>
        <source>a negative integer</source>
        <translation>отрицательное целое число</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="236"/>
        <source>a non-negative integer</source>
        <translation>неотрицательное целое число</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="237"/>
        <source>a number or a Boolean</source>
        <translation>число или логическое значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="238"/>
        <source>a number or a text</source>
        <translation>число или текст</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="239"/>
        <source>a number with a fraction or exponent</source>
        <translation>число с дробной частью или порядком</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="241"/>
        <source>a number, an array of numbers or a string</source>
        <translation>число, массив чисел или строка</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="242"/>
        <source>a parameter variable</source>
        <translation>параметр</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="243"/>
        <source>a rate</source>
        <translation>интенсивности</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="244"/>
        <source>a run index (0, 1, ...)</source>
        <translation>номер прогона (0, 1, ...)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="245"/>
        <source>a selection&apos;s id</source>
        <translation>идентификатора ручного выбора</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="246"/>
        <source>a selection&apos;s step</source>
        <translation>номера шага ручного выбора</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="248"/>
        <source>a state variable</source>
        <translation>переменная состояния</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="249"/>
        <source>a state-space block needs at least one output</source>
        <translation>блоку в пространстве состояний нужен хотя бы один выход</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="250"/>
        <source>a state-space block without states needs parameter &quot;%1&quot;</source>
        <translation>блоку в пространстве состояний без переменных состояния нужен параметр &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="251"/>
        <source>a statement</source>
        <translation>оператор</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="252"/>
        <source>a string is not allowed here</source>
        <translation>строка здесь недопустима</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="256"/>
        <source>a text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="257"/>
        <source>a timeout</source>
        <translation>таймаута</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="258"/>
        <source>a value and its sizes</source>
        <translation>значение и размеры массива</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="259"/>
        <source>a value</source>
        <translation>значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="262"/>
        <source>a zero-crossing function could not be evaluated</source>
        <translation>функцию пересечения нуля не удалось вычислить</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="263"/>
        <source>after &apos;%1.&apos;</source>
        <translation>после &apos;%1.&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="264"/>
        <source>after &apos;annotation&apos;</source>
        <translation>после &apos;annotation&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="265"/>
        <source>after &apos;end %1&apos;</source>
        <translation>после &apos;end %1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="268"/>
        <source>after &apos;for&apos;</source>
        <translation>после &apos;for&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="270"/>
        <source>after &apos;within&apos;</source>
        <translation>после &apos;within&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="271"/>
        <source>after annotation</source>
        <translation>после аннотации</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="272"/>
        <source>after declaration</source>
        <translation>после объявления</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="273"/>
        <source>after equation</source>
        <translation>после уравнения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="274"/>
        <source>after statement</source>
        <translation>после оператора</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="275"/>
        <source>after the condition of %1</source>
        <translation>после условия %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="276"/>
        <source>after the condition of the if-expression</source>
        <translation>после условия if-выражения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="280"/>
        <source>after the external clause</source>
        <translation>после конструкции external</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="281"/>
        <source>after the for-range</source>
        <translation>после диапазона for</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="283"/>
        <source>after the loop variable</source>
        <translation>после переменной цикла</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="284"/>
        <source>an algebraic variable</source>
        <translation>алгебраическая переменная</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="285"/>
        <source>an algorithm section is part of an algebraic loop, which is not supported</source>
        <translation>раздел algorithm входит в алгебраический контур, а это не поддерживается</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="286"/>
        <source>an array and optionally a dimension</source>
        <translation>массив и, необязательно, номер измерения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="287"/>
        <source>an array is only allowed as the condition of a when-clause</source>
        <translation>массив допускается только как условие оператора when</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="289"/>
        <source>an array</source>
        <translation>массив</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="290"/>
        <source>an assertion of the function &apos;%1&apos; fails: &apos;%2&apos;</source>
        <translation>проверка (assert) в функции «%1» не выполнена: «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="291"/>
        <source>an assignment to &apos;%1&apos; needs one subscript per dimension of &apos;%2&apos; (slices are not supported yet)</source>
        <translation>в присваивании для «%1» нужно по одному индексу на каждое измерение «%2» (срезы пока не поддерживаются)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="294"/>
        <source>an enumeration literal</source>
        <translation>литерал перечисления</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="295"/>
        <source>an equation inside a when-clause must have a variable on its left-hand side</source>
        <translation>у уравнения внутри оператора when слева должна стоять переменная</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="296"/>
        <source>an event&apos;s step</source>
        <translation>номера шага события</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="298"/>
        <source>an explanation reads the run of a single model; this document runs as several modules</source>
        <translation>объяснение читает прогон одной модели; этот документ выполняется как несколько модулей</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="301"/>
        <source>an expression with arrays or function calls nested more than %1 levels deep; split it with intermediate variables</source>
        <translation>выражение с массивами или вызовами функций вложено глубже %1 уровней; разбейте его промежуточными переменными</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="302"/>
        <source>an expression</source>
        <translation>выражение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="303"/>
        <source>an if-equation with a non-parameter condition needs an else branch</source>
        <translation>if-уравнению, условие которого не является выражением из параметров, нужна ветвь else</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="305"/>
        <source>an if-expression inside an expression needs parentheses: (if c then a else b)</source>
        <translation>if-выражение внутри другого выражения нужно заключить в скобки: (if c then a else b)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="306"/>
        <source>an input variable</source>
        <translation>входная переменная</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="307"/>
        <source>an integer</source>
        <translation>целое число</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="308"/>
        <source>an internal variable</source>
        <translation>внутренняя переменная</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="309"/>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="310"/>
        <source>an operation left its domain</source>
        <translation>операция вышла за пределы области определения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="311"/>
        <source>an unsupported value</source>
        <translation>неподдерживаемое значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="316"/>
        <source>arrays of records are not supported yet: &apos;%1&apos;</source>
        <translation>массивы записей пока не поддерживаются: «%1»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="318"/>
        <source>at %1</source>
        <translation>в момент %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="319"/>
        <source>at the start of the source</source>
        <translation>в начале текста</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="320"/>
        <source>base type of &apos;%1&apos;</source>
        <translation>имя базового типа для &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="321"/>
        <source>branch [%1]</source>
        <translation>ветвь [%1]</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="322"/>
        <source>branch</source>
        <translation>ветвь</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="327"/>
        <source>cannot assign a %1 value to the Boolean &apos;%2&apos;</source>
        <translation>нельзя присвоить значение типа %1 логической переменной &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="329"/>
        <source>cannot assign a Boolean value to the %1 &apos;%2&apos;</source>
        <translation>нельзя присвоить логическое значение переменной &apos;%2&apos; типа %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="331"/>
        <source>cannot assign a Real value to the Integer &apos;%1&apos;</source>
        <translation>нельзя присвоить вещественное значение целой переменной &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="332"/>
        <source>cannot assign to constant &apos;%1&apos;</source>
        <translation>нельзя присваивать значение константе &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="333"/>
        <source>cannot assign to parameter &apos;%1&apos;</source>
        <translation>нельзя присваивать значение параметру &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="334"/>
        <source>cannot compare these operand types</source>
        <translation>операнды этих типов нельзя сравнивать</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="335"/>
        <source>cannot create a %1 block</source>
        <translation>не удаётся создать блок %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="336"/>
        <source>cannot read &apos;%1&apos;</source>
        <translation>не удаётся прочитать &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="337"/>
        <source>cannot read &apos;%1&apos;: no chunk of an experiment has run in this directory</source>
        <translation>не удаётся прочитать &apos;%1&apos;: в этом каталоге не выполнялась ни одна порция эксперимента</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="339"/>
        <source>cannot read the document: %1</source>
        <translation>не удаётся прочитать документ: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="340"/>
        <source>cannot read the experiment: %1</source>
        <translation>не удаётся прочитать эксперимент: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="344"/>
        <source>cannot solve this equation for the %1 &apos;%2&apos;; write it as %2 = ...</source>
        <translation>это уравнение нельзя разрешить относительно переменной &apos;%2&apos; типа %1; запишите его в виде %2 = ...</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="347"/>
        <source>comparisons cannot be chained; use &apos;and&apos; or parentheses</source>
        <translation>сравнения нельзя выстраивать в цепочку; используйте &apos;and&apos; или скобки</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="358"/>
        <source>cosimulation mode</source>
        <translation>режима прогона</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="359"/>
        <source>cyclic, first %1, period %2</source>
        <translation>циклически, первый раз %1, период %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="361"/>
        <source>der() of the non-Real variable &apos;%1&apos; (%2)</source>
        <translation>der() от невещественной переменной &apos;%1&apos; (%2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="362"/>
        <source>der() of the non-Real variable &apos;%1&apos;</source>
        <translation>der() от невещественной переменной &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="364"/>
        <source>distribution</source>
        <translation>вида распределения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="366"/>
        <source>duplicate event name %1 (first used by %2)</source>
        <translation>повторное имя события %1 (впервые использовано в %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="367"/>
        <source>duplicate experiment name %1 (first used by %2)</source>
        <translation>повторное имя эксперимента %1 (впервые использовано в %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="368"/>
        <source>duplicate key %1</source>
        <translation>повторный ключ %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="369"/>
        <source>duplicate module name %1 (first used by %2)</source>
        <translation>повторное имя модуля %1 (впервые использовано в %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="371"/>
        <source>duplicate parameter %1</source>
        <translation>повторный параметр %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="372"/>
        <source>duplicate state name %1 (first used by %2)</source>
        <translation>повторное имя состояния %1 (впервые использовано в %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="373"/>
        <source>duplicate statechart name %1 (first used by %2)</source>
        <translation>повторное имя диаграммы состояний %1 (впервые использовано в %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="374"/>
        <source>duplicate transition name %1 (first used by %2)</source>
        <translation>повторное имя перехода %1 (впервые использовано в %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="29"/>
        <location filename="../ui/i18n/message_catalogue.cpp" line="375"/>
        <source>dynamic event</source>
        <translation>динамическое событие</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="376"/>
        <source>edge() needs a Boolean variable</source>
        <translation>edge() требует логическую переменную</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="379"/>
        <source>event %1 takes %2 argument, %3 given</source>
        <translation>событие %1 принимает аргументов: %2, а передано: %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="380"/>
        <source>event %1 takes %2 arguments, %3 given</source>
        <translation>событие %1 принимает аргументов: %2, а передано: %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="383"/>
        <source>event trigger kind</source>
        <translation>типа срабатывания события</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="385"/>
        <source>every branch of an if-equation must have the same number of equations</source>
        <translation>во всех ветвях if-уравнения должно быть одинаковое число уравнений</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="388"/>
        <source>expected %1 %2, found %3</source>
        <translation>ожидалось %1 %2, а встретилось: %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="389"/>
        <source>expected %1 fields</source>
        <translation>ожидалось полей: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="390"/>
        <source>expected %1 fields, found %2</source>
        <translation>ожидалось полей: %1, а встретилось: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="393"/>
        <source>expected &apos;:=&apos; or &apos;(&apos; after &apos;%1&apos;, found %2</source>
        <translation>после &apos;%1&apos; ожидалось &apos;:=&apos; или &apos;(&apos;, а встретилось: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="395"/>
        <source>experiment %1 must be a numeric constant; ignored</source>
        <translation>значение %1 в аннотации experiment должно быть числовой константой; оно проигнорировано</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="396"/>
        <source>experiment kind</source>
        <translation>вида эксперимента</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="28"/>
        <location filename="../ui/i18n/message_catalogue.cpp" line="397"/>
        <source>experiment</source>
        <translation>эксперимент</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="399"/>
        <source>experiments run the model of a single-module document; this one has several modules</source>
        <translation>эксперименты выполняют модель одномодульного документа, а в этом документе несколько модулей</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="402"/>
        <source>file format</source>
        <translation>формата файла</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="403"/>
        <source>for the %1 at line %2</source>
        <translation>для %1 в строке %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="407"/>
        <source>give either &quot;step&quot; or &quot;points&quot;, not both</source>
        <translation>укажите либо &quot;step&quot;, либо &quot;points&quot;, но не оба</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="409"/>
        <source>identifier</source>
        <translation>имя</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="411"/>
        <source>in equation</source>
        <translation>в уравнении</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="412"/>
        <source>in if-expression (it needs an &apos;else&apos; branch)</source>
        <translation>в if-выражении (в нём обязательна ветвь &apos;else&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="415"/>
        <source>initialization failed: the algebraic loop in %1 could not be solved (%2)</source>
        <translation>сбой инициализации: не удалось решить алгебраический контур относительно %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="417"/>
        <source>initialization problem is unbalanced: %1</source>
        <translation>задача инициализации несбалансирована: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="419"/>
        <source>invalid character &apos;%1&apos;</source>
        <translation>недопустимый символ &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="420"/>
        <source>invalid character</source>
        <translation>недопустимый символ</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="421"/>
        <source>invalid solver input</source>
        <translation>недопустимые входные данные решателя</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="435"/>
        <source>loop variable</source>
        <translation>имя переменной цикла</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="436"/>
        <source>malformed JSON: %1</source>
        <translation>некорректный JSON: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="437"/>
        <source>malformed JSON: nested deeper than %1 levels</source>
        <translation>некорректный JSON: вложенность глубже %1 уровней</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="440"/>
        <source>missing parameter &quot;%1&quot;</source>
        <translation>не задан параметр &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="441"/>
        <source>missing required key %1 (or give trajectories)</source>
        <translation>нет обязательного ключа %1 (или задайте траектории)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="442"/>
        <source>missing required key %1 (the kind is %2)</source>
        <translation>нет обязательного ключа %1 (вид — %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="443"/>
        <source>missing required key %1</source>
        <translation>нет обязательного ключа %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="444"/>
        <source>missing required key &quot;block&quot; (the module is of kind &quot;block&quot;)</source>
        <translation>нет обязательного ключа &quot;block&quot; (модуль имеет вид &quot;block&quot;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="445"/>
        <source>missing required key &quot;frame&quot; (the mode is &quot;frames&quot;)</source>
        <translation>нет обязательного ключа &quot;frame&quot; (режим — &quot;frames&quot;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="446"/>
        <source>missing required key &quot;initial&quot; (composite state %1 has child states)</source>
        <translation>нет обязательного ключа &quot;initial&quot; (у составного состояния %1 есть дочерние состояния)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="447"/>
        <source>missing required key &quot;initial&quot; (the statechart has states)</source>
        <translation>нет обязательного ключа &quot;initial&quot; (в диаграмме состояний есть состояния)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="448"/>
        <source>missing required key &quot;maxStep&quot; (minStep %1 is greater than its default %2)</source>
        <translation>нет обязательного ключа &quot;maxStep&quot; (minStep %1 больше значения maxStep по умолчанию, %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="449"/>
        <source>missing required key &quot;trigger&quot; (only transitions leaving a choice state have none)</source>
        <translation>нет обязательного ключа &quot;trigger&quot; (его может не быть только у переходов из точки выбора)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="451"/>
        <source>missing the spacing: give &quot;step&quot; or &quot;points&quot;</source>
        <translation>не задан шаг сетки: укажите &quot;step&quot; или &quot;points&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="453"/>
        <source>model is unbalanced: %1</source>
        <translation>модель несбалансирована: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="454"/>
        <source>modifier name</source>
        <translation>имя модификатора</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="456"/>
        <source>module %1 has no input &apos;%2&apos; (it has: %3)</source>
        <translation>у модуля %1 нет входа &apos;%2&apos; (есть: %3)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="457"/>
        <source>module %1 has no input &apos;%2&apos;</source>
        <translation>у модуля %1 нет входа &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="458"/>
        <source>module %1 has no output &apos;%2&apos; (it has: %3)</source>
        <translation>у модуля %1 нет выхода &apos;%2&apos; (есть: %3)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="459"/>
        <source>module %1 has no output &apos;%2&apos;</source>
        <translation>у модуля %1 нет выхода &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="460"/>
        <source>module %1 is already a project (%2)</source>
        <translation>модуль %1 уже является проектом (%2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="461"/>
        <source>module kind</source>
        <translation>вида модуля</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="463"/>
        <source>more than one of &apos;input&apos;, &apos;output&apos;</source>
        <translation>указано более одного из &apos;input&apos;, &apos;output&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="464"/>
        <source>more than one of &apos;parameter&apos;, &apos;constant&apos;, &apos;discrete&apos;</source>
        <translation>указано более одного из &apos;parameter&apos;, &apos;constant&apos;, &apos;discrete&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="467"/>
        <source>must be at least 1</source>
        <translation>должно быть не меньше 1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="468"/>
        <source>must be at least 2</source>
        <translation>должно быть не меньше 2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="479"/>
        <source>must contain at least one value</source>
        <translation>нужно хотя бы одно значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="480"/>
        <source>must contain at least one variable</source>
        <translation>нужна хотя бы одна переменная</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="486"/>
        <source>must not be less than from</source>
        <translation>не может быть меньше from</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="487"/>
        <source>must not be less than min</source>
        <translation>не может быть меньше min</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="473"/>
        <source>must be greater than min</source>
        <translation>должно быть больше min</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="470"/>
        <source>must be greater than 0 (a logarithmic range)</source>
        <translation>должно быть больше 0 (логарифмический диапазон)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="471"/>
        <source>must be greater than 0 and less than 1</source>
        <translation>должно быть больше 0 и меньше 1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="469"/>
        <source>must be from 0 to 100</source>
        <translation>должно быть от 0 до 100</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="489"/>
        <source>must not be negative</source>
        <translation>не может быть отрицательным</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="482"/>
        <source>must lie between min and max</source>
        <translation>должно лежать между min и max</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="22"/>
        <source>%1 at the stop time: %2 in the run, %3 in this order</source>
        <translation>%1 в момент окончания: %2 в расчёте, %3 при этом порядке</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="23"/>
        <source>%1 became true</source>
        <translation>%1 стало истинным</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="25"/>
        <source>%1 changed from %2 to %3</source>
        <translation>%1 изменилась с %2 на %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="34"/>
        <source>%1 holds at the start</source>
        <translation>%1 истинно уже в начале</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="36"/>
        <source>%1 is about to run</source>
        <translation>%1 сейчас выполнится</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="43"/>
        <source>%1 joins %2 connectors with %3</source>
        <translation>%1 соединяет %2 коннекторов с %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="53"/>
        <source>%1 reported at t = %2</source>
        <translation>выдано %1 при t = %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="74"/>
        <source>&apos;%1&apos; and &apos;%2&apos; both drive the same connection: a connected signal has one source (an output of a component or an input of the class)</source>
        <translation>&apos;%1&apos; и &apos;%2&apos; оба задают одно и то же соединение: у соединённого сигнала один источник (выход компонента или вход класса)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="78"/>
        <source>&apos;%1&apos; cannot be %2: its element &apos;%3&apos; has such a prefix already</source>
        <translation>&apos;%1&apos; не может быть %2: у его элемента &apos;%3&apos; уже есть такой префикс</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="80"/>
        <source>&apos;%1&apos; cannot be read as one array: the elements of &apos;%2&apos; differ, or a size is not known when the model is translated</source>
        <translation>&apos;%1&apos; нельзя прочитать как один массив: элементы &apos;%2&apos; различаются или размер неизвестен при трансляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="84"/>
        <source>&apos;%1&apos; has %2 dimensions, but %3 subscripts are given</source>
        <translation>у &apos;%1&apos; размерностей: %2, а индексов задано: %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="86"/>
        <source>&apos;%1&apos; has dimensions or a direction: a class extending it can have no other components or base classes</source>
        <translation>у &apos;%1&apos; есть размерности или направление: класс, наследующий его, не может иметь других компонентов и базовых классов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="87"/>
        <source>&apos;%1&apos; has no component &apos;%2&apos;</source>
        <translation>у &apos;%1&apos; нет компонента &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="88"/>
        <source>&apos;%1&apos; has no element &apos;%2&apos; in its declared type &apos;%3&apos;</source>
        <translation>у &apos;%1&apos; нет элемента &apos;%2&apos; в объявленном типе &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="89"/>
        <source>&apos;%1&apos; has no element &apos;%2&apos; to modify</source>
        <translation>у &apos;%1&apos; нет элемента &apos;%2&apos;, который можно модифицировать</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="90"/>
        <source>&apos;%1&apos; has no element &apos;%2&apos; to redeclare</source>
        <translation>у &apos;%1&apos; нет элемента &apos;%2&apos;, который можно переобъявить</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="91"/>
        <source>&apos;%1&apos; has no element &apos;%2&apos;</source>
        <translation>у &apos;%1&apos; нет элемента &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="94"/>
        <source>&apos;%1&apos; holds an operator record: a class cannot extend it</source>
        <translation>&apos;%1&apos; содержит операторную запись: класс не может наследовать её</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="98"/>
        <source>&apos;%1&apos; is %2 and cannot be redeclared %3</source>
        <translation>&apos;%1&apos; — %2, и его нельзя переобъявить как %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="101"/>
        <source>&apos;%1&apos; is a %2, not a package: only its encapsulated classes can be named through it (&apos;%3&apos;)</source>
        <translation>&apos;%1&apos; — %2, а не пакет: через него можно называть только его инкапсулированные классы (&apos;%3&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="102"/>
        <source>&apos;%1&apos; is a %2: a component cannot have it as its type</source>
        <translation>&apos;%1&apos; — %2: компонент не может иметь его своим типом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="103"/>
        <source>&apos;%1&apos; is a %2: a variable of a function or record cannot have it as its type</source>
        <translation>&apos;%1&apos; — %2: переменная функции или записи не может иметь его своим типом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="104"/>
        <source>&apos;%1&apos; is a %2: only a model, block or class can be simulated</source>
        <translation>&apos;%1&apos; — %2: моделировать можно только model, block или class</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="106"/>
        <source>&apos;%1&apos; is a class, not a value</source>
        <translation>&apos;%1&apos; — класс, а не значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="107"/>
        <source>&apos;%1&apos; is a component of the class &apos;%2&apos;, not a value</source>
        <translation>&apos;%1&apos; — компонент класса &apos;%2&apos;, а не значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="108"/>
        <source>&apos;%1&apos; is a component of the class &apos;%2&apos;: it cannot be given a value with &apos;=&apos;</source>
        <translation>&apos;%1&apos; — компонент класса &apos;%2&apos;: ему нельзя задать значение через &apos;=&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="109"/>
        <source>&apos;%1&apos; is a component, not a class: it cannot be a type</source>
        <translation>&apos;%1&apos; — компонент, а не класс: он не может быть типом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="110"/>
        <source>&apos;%1&apos; is a conditional component that is not present here</source>
        <translation>&apos;%1&apos; — условный компонент, которого здесь нет</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="111"/>
        <source>&apos;%1&apos; is a conditional component: only connect() can use it</source>
        <translation>&apos;%1&apos; — условный компонент: его может использовать только connect()</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="112"/>
        <source>&apos;%1&apos; is a constant: it cannot be redeclared</source>
        <translation>&apos;%1&apos; — константа: её нельзя переобъявить</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="117"/>
        <source>&apos;%1&apos; is a variable of the component &apos;%2&apos;: a when-equation sets the variables of its own class only</source>
        <translation>&apos;%1&apos; — переменная компонента &apos;%2&apos;: уравнение when задаёт переменные только своего класса</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="118"/>
        <source>&apos;%1&apos; is a variable of type %2: it has no component &apos;%3&apos;</source>
        <translation>&apos;%1&apos; — переменная типа %2: у неё нет компонента &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="119"/>
        <source>&apos;%1&apos; is a variable: it has no component &apos;%2&apos;</source>
        <translation>&apos;%1&apos; — переменная: у неё нет компонента &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="121"/>
        <source>&apos;%1&apos; is an instance of the %2 &apos;%3&apos;: &apos;%4&apos; applies only to variables, records and connectors</source>
        <translation>&apos;%1&apos; — экземпляр %2 &apos;%3&apos;: &apos;%4&apos; применимо только к переменным, записям и коннекторам</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="125"/>
        <source>&apos;%1&apos; is declared outer, but no component around it declares an inner &apos;%2&apos;: one is made at the top of the model</source>
        <translation>&apos;%1&apos; объявлен как outer, но ни один объемлющий компонент не объявляет inner &apos;%2&apos;: он создан на верхнем уровне модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="126"/>
        <source>&apos;%1&apos; is declared twice in &apos;%2&apos; (once inherited)</source>
        <translation>&apos;%1&apos; объявлен в &apos;%2&apos; дважды (один раз унаследован)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="128"/>
        <source>&apos;%1&apos; is final and cannot be modified</source>
        <translation>&apos;%1&apos; объявлен как final, его нельзя модифицировать</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="131"/>
        <source>&apos;%1&apos; is final: it cannot be redeclared</source>
        <translation>&apos;%1&apos; объявлен как final: его нельзя переобъявить</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="132"/>
        <source>&apos;%1&apos; is found in two packages imported with &apos;.*&apos;: &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>&apos;%1&apos; найден в двух пакетах, импортированных через &apos;.*&apos;: &apos;%2&apos; и &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="133"/>
        <source>&apos;%1&apos; is imported twice in &apos;%2&apos;</source>
        <translation>&apos;%1&apos; импортирован в &apos;%2&apos; дважды</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="134"/>
        <source>&apos;%1&apos; is inner or outer: a connector&apos;s elements cannot be</source>
        <translation>&apos;%1&apos; объявлен как inner или outer: элементы коннектора не могут быть такими</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="135"/>
        <source>&apos;%1&apos; is modified twice in the same modification</source>
        <translation>&apos;%1&apos; модифицирован дважды в одной модификации</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="136"/>
        <source>&apos;%1&apos; is not a constant: outside an instance only the constants of a class can be read</source>
        <translation>&apos;%1&apos; не константа: вне экземпляра можно читать только константы класса</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="138"/>
        <source>&apos;%1&apos; is not a package: &apos;import %1.*&apos; needs one</source>
        <translation>&apos;%1&apos; не пакет: для &apos;import %1.*&apos; нужен пакет</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="139"/>
        <source>&apos;%1&apos; is not a package: an import names a package or an element of one</source>
        <translation>&apos;%1&apos; не пакет: import называет пакет или его элемент</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="142"/>
        <source>&apos;%1&apos; is not a subtype of its constraining type &apos;%2&apos;</source>
        <translation>&apos;%1&apos; не является подтипом своего ограничивающего типа &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="147"/>
        <source>&apos;%1&apos; is not declared in &apos;%2&apos;</source>
        <translation>&apos;%1&apos; не объявлен в &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="149"/>
        <source>&apos;%1&apos; is not replaceable: it cannot be redeclared</source>
        <translation>&apos;%1&apos; не объявлен как replaceable: его нельзя переобъявить</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="150"/>
        <source>&apos;%1&apos; is not supported here</source>
        <translation>&apos;%1&apos; здесь не поддерживается</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="151"/>
        <source>&apos;%1&apos; is outer: it takes its value from the inner and cannot be modified</source>
        <translation>&apos;%1&apos; объявлен как outer: он берёт значение у inner, и его нельзя модифицировать</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="152"/>
        <source>&apos;%1&apos; is partial: &apos;%2&apos; cannot be an instance of it</source>
        <translation>&apos;%1&apos; частичный (partial): &apos;%2&apos; не может быть его экземпляром</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="153"/>
        <source>&apos;%1&apos; is partial: no name can be looked up in it</source>
        <translation>&apos;%1&apos; частичный (partial): в нём нельзя искать имена</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="154"/>
        <source>&apos;%1&apos; is protected in &apos;%2&apos;: it can be used only there</source>
        <translation>&apos;%1&apos; защищён в &apos;%2&apos;: его можно использовать только там</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="155"/>
        <source>&apos;%1&apos; is protected in &apos;%2&apos;: it cannot be imported</source>
        <translation>&apos;%1&apos; защищён в &apos;%2&apos;: его нельзя импортировать</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="156"/>
        <source>&apos;%1&apos; is protected: a connector has public elements only</source>
        <translation>&apos;%1&apos; защищён: у коннектора бывают только публичные элементы</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="157"/>
        <source>&apos;%1&apos; is protected: it can be used only inside its class</source>
        <translation>&apos;%1&apos; защищён: его можно использовать только внутри его класса</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="158"/>
        <source>&apos;%1&apos; is protected: it cannot be modified from outside its class</source>
        <translation>&apos;%1&apos; защищён: его нельзя модифицировать вне его класса</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="159"/>
        <source>&apos;%1&apos; is protected: it cannot be redeclared from outside its class</source>
        <translation>&apos;%1&apos; защищён: его нельзя переобъявить вне его класса</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="160"/>
        <source>&apos;%1&apos; is redeclared as a %2, but it is a %3</source>
        <translation>&apos;%1&apos; переобъявлен как %2, но это %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="161"/>
        <source>&apos;%1&apos; is redeclared with &apos;%2&apos;, which is not a subtype of &apos;%3&apos;</source>
        <translation>&apos;%1&apos; переобъявлен с &apos;%2&apos;, который не является подтипом &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="162"/>
        <source>&apos;%1&apos; is replaceable: a class cannot extend a replaceable class</source>
        <translation>&apos;%1&apos; объявлен как replaceable: класс не может наследовать заменяемый класс</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="178"/>
        <source>&apos;%1&apos; reads &apos;time&apos;, which a connector does not have</source>
        <translation>&apos;%1&apos; читает &apos;time&apos;, которого у коннектора нет</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="186"/>
        <source>&apos;%1&apos;: %2 subscripts where %3 are needed</source>
        <translation>&apos;%1&apos;: индексов %2, а нужно %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="188"/>
        <source>&apos;break&apos; in a modification is not supported yet</source>
        <translation>&apos;break&apos; в модификации пока не поддерживается</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="190"/>
        <source>&apos;class extends %1&apos; needs an inherited class &apos;%1&apos; to extend</source>
        <translation>для &apos;class extends %1&apos; нужен унаследованный класс &apos;%1&apos;, который можно расширить</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="191"/>
        <source>&apos;end %1&apos; does not match &apos;%2 %3&apos;</source>
        <translation>&apos;end %1&apos; не соответствует &apos;%2 %3&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="202"/>
        <source>a %1 cannot extend the %2 &apos;%3&apos;</source>
        <translation>%1 не может наследовать %2 &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="206"/>
        <source>a class (&apos;model&apos;, &apos;package&apos;, &apos;function&apos;, ...)</source>
        <translation>класс (&apos;model&apos;, &apos;package&apos;, &apos;function&apos;, ...)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="207"/>
        <source>a class redeclared in a modification is a short class definition (redeclare model M = N)</source>
        <translation>класс, переобъявляемый в модификации, — это короткое определение класса (redeclare model M = N)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="219"/>
        <source>a field of an element of an array of records is not supported yet (&apos;%1&apos;)</source>
        <translation>поле элемента массива записей пока не поддерживается (&apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="222"/>
        <source>a for-loop around connect() needs its range (&apos;for %1 in ...&apos;)</source>
        <translation>для цикла for вокруг connect() нужен диапазон (&apos;for %1 in ...&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="254"/>
        <source>a subscript here must be an integer number</source>
        <translation>индекс здесь должен быть целым числом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="266"/>
        <source>after &apos;expandable&apos;</source>
        <translation>после &apos;expandable&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="267"/>
        <source>after &apos;extends&apos;</source>
        <translation>после &apos;extends&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="269"/>
        <source>after &apos;import&apos;</source>
        <translation>после &apos;import&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="277"/>
        <source>after the constraining clause</source>
        <translation>после ограничивающего предложения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="278"/>
        <source>after the definition of &apos;%1&apos;</source>
        <translation>после определения &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="279"/>
        <source>after the extends clause</source>
        <translation>после предложения extends</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="282"/>
        <source>after the import clause</source>
        <translation>после предложения import</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="293"/>
        <source>an element breakpoint needs the element&apos;s name</source>
        <translation>для точки останова на элементе нужно имя элемента</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="297"/>
        <source>an event&apos;s values do not match the columns</source>
        <translation>значения события не соответствуют столбцам</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="304"/>
        <source>an if-equation with connect() needs a condition known when the model is translated (a parameter expression)</source>
        <translation>для уравнения if с connect() нужно условие, известное при трансляции модели (выражение из параметров)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="312"/>
        <source>another event ran</source>
        <translation>выполнилось другое событие</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="323"/>
        <source>breakpoint %1</source>
        <translation>точка останова %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="324"/>
        <source>breakpoints stop the run of a single model; this document runs as several modules</source>
        <translation>точки останова останавливают прогон одной модели; этот документ выполняется как несколько модулей</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="342"/>
        <source>cannot read the library file</source>
        <translation>не удаётся прочитать файл библиотеки</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="349"/>
        <source>components are nested more than %1 levels deep at &apos;%2&apos;: a class contains itself</source>
        <translation>вложенность компонентов превышает %1 уровней в &apos;%2&apos;: класс содержит сам себя</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="350"/>
        <source>connect(%1, %2): the connectors do not match (%3)</source>
        <translation>connect(%1, %2): коннекторы не соответствуют друг другу (%3)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="351"/>
        <source>connect() belongs in an equation section, not an initial equation</source>
        <translation>connect() должен быть в секции equation, а не в начальных уравнениях</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="352"/>
        <source>connect() cannot be inside a when-equation</source>
        <translation>connect() не может быть внутри уравнения when</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="353"/>
        <source>connect() joins connectors of &apos;%1&apos; and its components: &apos;%2&apos; is not one</source>
        <translation>connect() соединяет коннекторы &apos;%1&apos; и его компонентов: &apos;%2&apos; не из их числа</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="354"/>
        <source>connect() joins connectors of the class or of its components: &apos;%1&apos; is a connector of a component&apos;s component</source>
        <translation>connect() соединяет коннекторы класса или его компонентов: &apos;%1&apos; — коннектор компонента компонента</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="355"/>
        <source>connect() joins connectors: &apos;%1&apos; is not a component reference</source>
        <translation>connect() соединяет коннекторы: &apos;%1&apos; не является ссылкой на компонент</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="356"/>
        <source>connect() joins connectors: &apos;%1&apos; is not a connector</source>
        <translation>connect() соединяет коннекторы: &apos;%1&apos; не коннектор</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="357"/>
        <source>connect() takes two connectors: connect(a, b)</source>
        <translation>connect() принимает два коннектора: connect(a, b)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="363"/>
        <source>derivative classes &apos;der(f, x)&apos; are not supported yet</source>
        <translation>производные классы &apos;der(f, x)&apos; пока не поддерживаются</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="378"/>
        <source>event %1 differs: recorded %2, replayed %3</source>
        <translation>событие %1 отличается: в записи %2, при воспроизведении %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="386"/>
        <source>every variable of the connector &apos;%1&apos; of a block needs &apos;input&apos; or &apos;output&apos;</source>
        <translation>каждой переменной коннектора &apos;%1&apos; блока нужен префикс &apos;input&apos; или &apos;output&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="387"/>
        <source>expandable connectors are not supported yet (&apos;%1&apos;)</source>
        <translation>расширяемые (expandable) коннекторы пока не поддерживаются (&apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="400"/>
        <source>exploring orders and comparing runs read the run of a single model; this document runs as several modules</source>
        <translation>исследование порядков и сравнение расчётов работают с расчётом одной модели; этот документ рассчитывается как несколько модулей</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="422"/>
        <source>it fired %1 times (the last at t = %2); then %3</source>
        <translation>сработал %1 раз (последний при t = %2); затем %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="423"/>
        <source>it fired %1 times, at t = %2</source>
        <translation>сработал %1 раз, при t = %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="426"/>
        <source>its comparison makes no event (it is inside noEvent() or a function), and the condition was false at every point of the run</source>
        <translation>его сравнение не порождает событий (оно внутри noEvent() или функции), и условие было ложным во всех точках прогона</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="427"/>
        <source>its comparison makes no event (it is inside noEvent() or a function): the condition held from t = %1 on, but is looked at only at the events of other conditions, and none came while it held</source>
        <translation>его сравнение не порождает событий (оно внутри noEvent() или функции): условие выполнялось с t = %1, но проверяется только при событиях других условий, а их не было, пока оно выполнялось</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="428"/>
        <source>its condition became true again at t = %1 without being re-armed: &apos;%2&apos; did not move beyond its hysteresis band after its last event, so the when-clause does not fire</source>
        <translation>его условие снова стало истинным при t = %1, не будучи перевзведённым: &apos;%2&apos; не вышло за полосу гистерезиса после своего последнего события, поэтому оператор when не срабатывает</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="429"/>
        <source>its condition never became true during the run</source>
        <translation>его условие ни разу не стало истинным за прогон</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="430"/>
        <source>its condition never became true: &apos;%1&apos; came closest at t = %2, short of it by %3</source>
        <translation>его условие ни разу не стало истинным: &apos;%1&apos; ближе всего подошло при t = %2, не дойдя на %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="431"/>
        <source>its condition was already true at the start (t = %1) and did not become false and true again: a when-clause fires when its condition becomes true, not while it holds (use initial() to act at the start)</source>
        <translation>его условие было истинным уже в начале (t = %1) и не становилось ложным и снова истинным: оператор when срабатывает, когда условие становится истинным, а не пока оно выполняется (чтобы действовать в начале, используйте initial())</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="433"/>
        <source>its trigger came at t = %1, but its guard was false at that instant each time</source>
        <translation>его триггер приходил при t = %1, но охранное условие каждый раз было ложным в этот момент</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="434"/>
        <source>its trigger never came while its source state %1 was active</source>
        <translation>его триггер ни разу не пришёл, пока было активно исходное состояние %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="481"/>
        <source>must have one weight per value</source>
        <translation>нужен один вес на каждое значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="483"/>
        <source>must not all be zero</source>
        <translation>не могут быть все нулевыми</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="492"/>
        <source>no class &apos;%1&apos; at the top of the class tree</source>
        <translation>на верхнем уровне дерева классов нет класса &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="503"/>
        <source>no state &apos;%1&apos; in %2</source>
        <translation>в %2 нет состояния &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="507"/>
        <source>no transition &apos;%1&apos; in %2</source>
        <translation>в %2 нет перехода &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="509"/>
        <source>no variable &apos;%1&apos; in %2</source>
        <translation>в %2 нет переменной &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="511"/>
        <source>no when-clause or elsewhen starts at line %1</source>
        <translation>в строке %1 не начинается ни when, ни elsewhen</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="519"/>
        <source>not used by the output kind %1</source>
        <translation>не используется показателем вида %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="527"/>
        <source>one run ends before the other</source>
        <translation>один прогон заканчивается раньше другого</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="534"/>
        <source>only a variable can be subscripted here</source>
        <translation>индексировать здесь можно только переменную</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="540"/>
        <source>only numbers, names, operators, if-expressions and mathematical functions can be used in a breakpoint condition</source>
        <translation>в условии точки останова допустимы только числа, имена, операторы, выражения if и математические функции</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="542"/>
        <source>operator records are not supported yet (&apos;%1&apos;)</source>
        <translation>операторные записи пока не поддерживаются (&apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="577"/>
        <source>recorded %1 events, replayed %2</source>
        <translation>событий в записи: %1, при воспроизведении: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="598"/>
        <source>state %1 entered</source>
        <translation>вход в состояние %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="602"/>
        <source>state %1 left</source>
        <translation>выход из состояния %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="605"/>
        <source>step %1: the manually selected item %2 is not current</source>
        <translation>шаг %1: выбранный вручную элемент %2 не является текущим</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="609"/>
        <source>stream connectors are not supported yet (&apos;%1&apos;)</source>
        <translation>потоковые (stream) коннекторы пока не поддерживаются (&apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="624"/>
        <source>the array of components &apos;%1&apos; has more than a million elements</source>
        <translation>в массиве компонентов &apos;%1&apos; больше миллиона элементов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="633"/>
        <source>the check was given up for a newer one</source>
        <translation>проверка прекращена ради более новой</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="634"/>
        <source>the class &apos;%1&apos; extends itself</source>
        <translation>класс &apos;%1&apos; наследует сам себя</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="635"/>
        <source>the class &apos;%1&apos; has no class &apos;%2&apos;</source>
        <translation>в классе &apos;%1&apos; нет класса &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="636"/>
        <source>the class &apos;%1&apos; is defined twice in &apos;%2&apos;</source>
        <translation>класс &apos;%1&apos; определён в &apos;%2&apos; дважды</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="637"/>
        <source>the class &apos;%1&apos; is not defined</source>
        <translation>класс &apos;%1&apos; не определён</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="639"/>
        <source>the component &apos;%1&apos; (%2) is not balanced: equations %3, needed %4 (unknowns %5, of which its connections and inputs give %6)</source>
        <translation>компонент &apos;%1&apos; (%2) не сбалансирован: уравнений %3, нужно %4 (неизвестных %5, из них его соединения и входы дают %6)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="640"/>
        <source>the component &apos;%1&apos; (%2) is not balanced: equations %3, needed %4 (unknowns %5, of which its connections and inputs give %6; its components&apos; connections and inputs add %7)</source>
        <translation>компонент &apos;%1&apos; (%2) не сбалансирован: уравнений %3, нужно %4 (неизвестных %5, из них его соединения и входы дают %6; соединения и входы его компонентов добавляют %7)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="643"/>
        <source>the condition is nested too deeply</source>
        <translation>условие слишком глубоко вложено</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="653"/>
        <source>the condition of the conditional component &apos;%1&apos; must be a Boolean expression</source>
        <translation>условие условного компонента &apos;%1&apos; должно быть логическим выражением</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="654"/>
        <source>the condition of the conditional component &apos;%1&apos; must be a parameter expression known when the model is translated</source>
        <translation>условие условного компонента &apos;%1&apos; должно быть выражением из параметров, известным при трансляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="656"/>
        <source>the connector &apos;%1&apos; cannot be a constant or a parameter</source>
        <translation>коннектор &apos;%1&apos; не может быть константой или параметром</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="657"/>
        <source>the connector &apos;%1&apos; has %2 flow variables and %3 potential variables: a connector has as many of each</source>
        <translation>в коннекторе &apos;%1&apos; потоковых переменных %2, а потенциальных %3: в коннекторе их должно быть поровну</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="658"/>
        <source>the connector &apos;%1&apos; has equations or algorithms: a connector holds variables only</source>
        <translation>в коннекторе &apos;%1&apos; есть уравнения или алгоритмы: коннектор содержит только переменные</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="661"/>
        <source>the constraining type &apos;%1&apos; of &apos;%2&apos; is not a subtype of &apos;%3&apos;</source>
        <translation>ограничивающий тип &apos;%1&apos; у &apos;%2&apos; не является подтипом &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="669"/>
        <source>the enumeration &apos;%1&apos; has no literal &apos;%2&apos;</source>
        <translation>в перечислении &apos;%1&apos; нет литерала &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="678"/>
        <source>the events at the instant: %1 in the run, %2 in this order</source>
        <translation>события в этот момент: %1 в расчёте, %2 при этом порядке</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="679"/>
        <source>the events part: %1 at t = %2 in the run, %3 at t = %4 in this order</source>
        <translation>события расходятся: %1 при t = %2 в расчёте, %3 при t = %4 при этом порядке</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="684"/>
        <source>the external function &apos;%1&apos; is not supported: only the C math library&apos;s functions are</source>
        <translation>внешняя функция «%1» не поддерживается: поддерживаются только функции математической библиотеки C</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="685"/>
        <source>the field &apos;%1&apos; of &apos;%2&apos; has %3, but is given %4</source>
        <translation>поле «%1» записи «%2» имеет размер %3, а задано %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="686"/>
        <source>the field &apos;%1&apos; of the record &apos;%2&apos; cannot be flow, stream, inner or outer</source>
        <translation>поле &apos;%1&apos; записи &apos;%2&apos; не может быть flow, stream, inner или outer</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="687"/>
        <source>the field &apos;%1&apos; of the record &apos;%2&apos; is an input or an output: a record&apos;s fields have neither prefix</source>
        <translation>поле «%1» записи «%2» объявлено как input или output: у полей записи таких префиксов нет</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="688"/>
        <source>the field &apos;%1&apos; of the record &apos;%2&apos; is final and cannot be modified</source>
        <translation>поле «%1» записи «%2» объявлено final и не может быть изменено</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="689"/>
        <source>the field &apos;%1&apos; of the record &apos;%2&apos; is protected: a record&apos;s fields are public</source>
        <translation>поле «%1» записи «%2» защищено (protected): поля записи открыты</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="690"/>
        <source>the field &apos;%1&apos; of the record &apos;%2&apos; reads &apos;time&apos;, which only models have</source>
        <translation>поле «%1» записи «%2» читает «time», которое есть только у моделей</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="691"/>
        <source>the for-loop over &apos;%1&apos; has a zero step or more than %2 iterations</source>
        <translation>у цикла for по переменной «%1» нулевой шаг или более %2 итераций</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="692"/>
        <source>the for-loops over &apos;%1&apos; and the loops around it write out more than %2 iterations when the model is compiled</source>
        <translation>циклы for по переменной «%1» вместе с внешними циклами при компиляции модели разворачиваются более чем в %2 итераций</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="694"/>
        <source>the function %1() cannot be used in a breakpoint condition</source>
        <translation>функцию %1() нельзя использовать в условии точки останова</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="698"/>
        <source>the function &apos;%1&apos; calls itself more than %2 levels deep: recursion needs arguments known when the model is compiled</source>
        <translation>функция «%1» вызывает сама себя с глубиной вложенности более %2: для рекурсии нужны аргументы, известные при компиляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="699"/>
        <source>the function &apos;%1&apos; has %2 algorithm sections: a function has at most one</source>
        <translation>у функции «%1» разделов algorithm: %2, а допускается не более одного</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="700"/>
        <source>the function &apos;%1&apos; has %2 outputs, not %3</source>
        <translation>у функции «%1» выходов %2, а не %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="701"/>
        <source>the function &apos;%1&apos; has equations: a function computes with an algorithm</source>
        <translation>в функции «%1» есть уравнения: функция вычисляет результат в разделе algorithm</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="702"/>
        <source>the function &apos;%1&apos; has no input &apos;%2&apos;</source>
        <translation>у функции «%1» нет входа «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="703"/>
        <source>the function &apos;%1&apos; has no output to give a value</source>
        <translation>у функции «%1» нет выхода, через который она могла бы вернуть значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="704"/>
        <source>the function &apos;%1&apos; is partial: it cannot be called</source>
        <translation>функция &apos;%1&apos; частичная (partial): её нельзя вызвать</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="707"/>
        <source>the function &apos;%1&apos; takes %2 inputs, not %3</source>
        <translation>у функции «%1» входов: %2, а передано аргументов: %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="708"/>
        <source>the import &apos;%1&apos; names no class or constant</source>
        <translation>import &apos;%1&apos; не называет ни класса, ни константы</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="709"/>
        <source>the inner &apos;%1&apos; is not of the type of the outer &apos;%2&apos; (&apos;%3&apos;)</source>
        <translation>inner &apos;%1&apos; не того типа, что outer &apos;%2&apos; (&apos;%3&apos;)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="710"/>
        <source>the input &apos;%1&apos; of &apos;%2&apos; has %3 dimensions; the argument has size %4</source>
        <translation>вход «%1» функции «%2» имеет размерность %3, а аргумент — размер %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="711"/>
        <source>the input &apos;%1&apos; of &apos;%2&apos; has size %3; the argument has size %4</source>
        <translation>вход «%1» функции «%2» имеет размер %3, а аргумент — %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="712"/>
        <source>the input &apos;%1&apos; of &apos;%2&apos; is %3, but the argument is %4</source>
        <translation>вход «%1» функции «%2» — %3, а аргумент — %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="713"/>
        <source>the input &apos;%1&apos; of &apos;%2&apos; is given twice</source>
        <translation>вход «%1» функции «%2» задан дважды</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="714"/>
        <source>the input &apos;%1&apos; of the function &apos;%2&apos; cannot be assigned</source>
        <translation>входу «%1» функции «%2» нельзя присваивать значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="718"/>
        <source>the library file does not define the class &apos;%1&apos;</source>
        <translation>файл библиотеки не определяет класс &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="725"/>
        <source>the message of assert is a String, not size %1</source>
        <translation>сообщение assert — строка (String), а не массив размера %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="726"/>
        <source>the model &apos;%1&apos; is partial: a partial model cannot be simulated</source>
        <translation>модель «%1» объявлена как partial: такую модель нельзя моделировать</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="727"/>
        <source>the model has no parameter &apos;%1&apos;</source>
        <translation>в модели нет параметра &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="729"/>
        <source>the name of a package</source>
        <translation>имя пакета</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="730"/>
        <source>the name of the %1</source>
        <translation>имя: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="731"/>
        <source>the name of the class extended</source>
        <translation>имя наследуемого класса</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="735"/>
        <source>the operands of &apos;%1&apos; have different sizes: %2 and %3</source>
        <translation>операнды в «%1» имеют разные размеры: %2 и %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="736"/>
        <source>the output &apos;%1&apos; of the function &apos;%2&apos; is not given a value</source>
        <translation>выходу «%1» функции «%2» не присвоено значение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="742"/>
        <source>the range &apos;%1&apos; has a zero step or more than %2 elements</source>
        <translation>у диапазона «%1» нулевой шаг или более %2 элементов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="743"/>
        <source>the range &apos;%1&apos; must be known when the model is compiled</source>
        <translation>диапазон «%1» должен быть известен при компиляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="744"/>
        <source>the range of &apos;%1&apos; must be known when the model is compiled</source>
        <translation>диапазон значений «%1» должен быть известен при компиляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="746"/>
        <source>the range of a for-loop around connect() must be known when the model is translated</source>
        <translation>диапазон цикла for вокруг connect() должен быть известен при трансляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="747"/>
        <source>the range of the for-loop over &apos;%1&apos; is not given and does not follow from a subscript: write &apos;for %1 in a:b&apos;</source>
        <translation>диапазон цикла for по «%1» не задан и не следует из индекса: напишите «for %1 in a:b»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="748"/>
        <source>the range of the for-loop over &apos;%1&apos; must be known when the model is compiled</source>
        <translation>диапазон цикла for по переменной «%1» должен быть известен при компиляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="750"/>
        <source>the record &apos;%1&apos; has equations or algorithms: a record holds fields only</source>
        <translation>у записи «%1» есть уравнения или алгоритмы: запись содержит только поля</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="751"/>
        <source>the record &apos;%1&apos; has no field &apos;%2&apos;</source>
        <translation>у записи «%1» нет поля «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="752"/>
        <source>the record &apos;%1&apos; holds itself through its field &apos;%2&apos;</source>
        <translation>запись «%1» содержит саму себя через поле «%2»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="755"/>
        <source>the results differ (%1 rows replayed, %2 recorded)</source>
        <translation>результаты различаются (строк при воспроизведении: %1, в записи: %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="757"/>
        <source>the run ends otherwise: %1</source>
        <translation>прогон заканчивается иначе: %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="758"/>
        <source>the run has %1 events after the instant, this order %2</source>
        <translation>событий после момента: %1 в расчёте, %2 при этом порядке</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="759"/>
        <source>the run has no item %1 current after %2 event steps</source>
        <translation>после %2 событийных шагов в расчёте нет текущего элемента %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="760"/>
        <source>the run has not started</source>
        <translation>прогон ещё не начат</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="761"/>
        <source>the same event at another time</source>
        <translation>то же событие в другой момент времени</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="762"/>
        <source>the same event with another outcome</source>
        <translation>то же событие с другим итогом</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="763"/>
        <source>the same event, other values after it</source>
        <translation>то же событие, но после него другие значения</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="771"/>
        <source>the size &apos;:&apos; of &apos;%1&apos; needs a binding with as many dimensions</source>
        <translation>размер «:» у «%1» требует, чтобы в объявлении было задано значение с тем же числом измерений</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="772"/>
        <source>the size of &apos;%1&apos; depends on itself</source>
        <translation>размер «%1» зависит от самого себя</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="773"/>
        <source>the size of &apos;%1&apos; in the function &apos;%2&apos; must follow from its inputs</source>
        <translation>размер «%1» в функции «%2» должен определяться её входами</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="774"/>
        <source>the size of &apos;%1&apos; is not a whole number &gt;= 0: %2</source>
        <translation>размер «%1» не является целым числом &gt;= 0: %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="775"/>
        <source>the size of &apos;%1&apos; must be known when the model is compiled: &apos;%2&apos; is not a constant or a parameter with a known value</source>
        <translation>размер «%1» должен быть известен при компиляции модели: «%2» — не константа и не параметр с известным значением</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="776"/>
        <source>the size of the array of components &apos;%1&apos; must be a whole number known when the model is translated</source>
        <translation>размер массива компонентов &apos;%1&apos; должен быть целым числом, известным при трансляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="777"/>
        <source>the size of the connector variable &apos;%1&apos; must be known when the model is translated</source>
        <translation>размер переменной коннектора &apos;%1&apos; должен быть известен при трансляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="778"/>
        <source>the size of the field &apos;%1&apos; of the record &apos;%2&apos; must be a constant</source>
        <translation>размер поля «%1» записи «%2» должен быть константой</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="779"/>
        <source>the size or the condition of &apos;%1&apos; depends on itself</source>
        <translation>размер или условие &apos;%1&apos; зависит от самого себя</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="780"/>
        <source>the sizes %1 and %2 cannot be multiplied: &apos;%3&apos;</source>
        <translation>размеры %1 и %2 несовместимы для умножения: «%3»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="783"/>
        <source>the source has no model: it needs a &apos;model&apos; to simulate besides its functions</source>
        <translation>в тексте нет модели: помимо функций, для моделирования в нём должна быть «model»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="785"/>
        <source>the statement &apos;%1&apos; in the function &apos;%2&apos; is not supported yet</source>
        <translation>оператор «%1» в функции «%2» пока не поддерживается</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="788"/>
        <source>the subscript %1 of &apos;%2&apos; is outside 1..%3</source>
        <translation>индекс %1 у «%2» вне диапазона 1..%3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="789"/>
        <source>the subscript &apos;%1&apos; of &apos;%2&apos; is %3, but the dimension is indexed by %4</source>
        <translation>индекс «%1» массива «%2» — %3, а размерность индексируется значениями типа %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="790"/>
        <source>the subscripts of &apos;%1&apos; must be known when the model is compiled</source>
        <translation>индексы «%1» должны быть известны при компиляции модели</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="791"/>
        <source>the subscripts of connect() arguments must be known when the model is translated (parameter expressions): &apos;%1&apos;</source>
        <translation>индексы аргументов connect() должны быть известны при трансляции модели (выражения из параметров): &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="795"/>
        <source>the transfer function must be proper: the degree of the numerator (%1) exceeds that of the denominator (%2)</source>
        <translation>передаточная функция должна быть правильной: степень числителя (%1) больше степени знаменателя (%2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="797"/>
        <source>the two sides of the assignment have different sizes: %1 and %2</source>
        <translation>части присваивания имеют разные размеры: %1 и %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="798"/>
        <source>the two sides of the equation have different sizes: %1 and %2</source>
        <translation>части уравнения имеют разные размеры: %1 и %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="800"/>
        <source>the two sides of the equation have different types: %1 and %2</source>
        <translation>части уравнения имеют разные типы: %1 и %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="801"/>
        <source>the value of &apos;%1&apos; depends on itself: a cycle %1 -&gt; %1</source>
        <translation>значение &apos;%1&apos; зависит от самого себя: цикл %1 -&gt; %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="802"/>
        <source>the value of &apos;%1&apos; must be numeric</source>
        <translation>значение &apos;%1&apos; должно быть числовым</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="803"/>
        <source>the value of Boolean &apos;%1&apos; must be Boolean</source>
        <translation>значение логической переменной &apos;%1&apos; должно быть логическим</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="806"/>
        <source>the while-loop in the function &apos;%1&apos; did not end within %2 iterations</source>
        <translation>цикл while в функции «%1» не завершился за %2 итераций</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="807"/>
        <source>this operator cannot be used in a breakpoint condition</source>
        <translation>этот оператор нельзя использовать в условии точки останова</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="808"/>
        <source>timeout %1</source>
        <translation>таймаут %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="809"/>
        <source>timeout mode</source>
        <translation>режима таймаута</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="810"/>
        <source>to close &apos;(&apos;</source>
        <translation>для закрытия &apos;(&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="811"/>
        <source>to close &apos;[&apos;</source>
        <translation>для закрытия &apos;[&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="812"/>
        <source>to close &apos;enumeration(&apos;</source>
        <translation>чтобы закрыть «enumeration(»</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="813"/>
        <source>to close &apos;{&apos;</source>
        <translation>для закрытия &apos;{&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="814"/>
        <source>to close the arguments of &apos;%1(&apos;</source>
        <translation>для закрытия списка аргументов &apos;%1(&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="815"/>
        <source>to close the dimensions &apos;[&apos;</source>
        <translation>для закрытия списка размеров &apos;[&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="816"/>
        <source>to close the import list &apos;{&apos;</source>
        <translation>чтобы закрыть список импорта &apos;{&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="817"/>
        <source>to close the modifier list</source>
        <translation>для закрытия списка модификаторов</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="818"/>
        <source>to close the subscripts &apos;[&apos;</source>
        <translation>для закрытия списка индексов &apos;[&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="819"/>
        <source>token</source>
        <translation>лексема</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="820"/>
        <source>too many errors; stopped after %1</source>
        <translation>слишком много ошибок; разбор прекращён после %1 ошибок</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="821"/>
        <source>too many solver steps before reaching the next output or event (raise --max-steps)</source>
        <translation>слишком много шагов решателя до следующей точки вывода или события (увеличьте --max-steps)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="822"/>
        <source>trigger kind</source>
        <translation>типа срабатывания</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="823"/>
        <source>two vectors</source>
        <translation>два вектора</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="829"/>
        <source>unexpected %1: a sign after an operator needs parentheses, e.g. a*(-b)</source>
        <translation>знак %1 после знака операции нужно заключить в скобки вместе с операндом, например a*(-b)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="830"/>
        <source>unknown block type &quot;%1&quot;</source>
        <translation>неизвестный тип блока &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="832"/>
        <source>unknown escape sequence &apos;%1&apos; in string</source>
        <translation>неизвестная управляющая последовательность &apos;%1&apos; в строке</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="834"/>
        <source>unknown exception</source>
        <translation>неизвестное исключение</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="836"/>
        <source>unknown key %1 (did you mean %2?)</source>
        <translation>неизвестный ключ %1 (возможно, %2?)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="837"/>
        <source>unknown key %1</source>
        <translation>неизвестный ключ %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="838"/>
        <source>unknown name &apos;%1&apos; (neither a variable of %2 nor an output listed before this one)</source>
        <translation>неизвестное имя &apos;%1&apos; (это не переменная %2 и не показатель, указанный раньше этого)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="839"/>
        <source>unknown name &apos;%1&apos;: no variable of %2 has it</source>
        <translation>неизвестное имя &apos;%1&apos;: в %2 нет такой переменной</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="840"/>
        <source>unknown parameter &quot;%1&quot; for a %2 block (expected one of %3)</source>
        <translation>неизвестный параметр &quot;%1&quot; у блока %2 (ожидался один из: %3)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="841"/>
        <source>unknown parameter &quot;%1&quot; for a %2 block (it has none)</source>
        <translation>неизвестный параметр &quot;%1&quot; у блока %2 (у этого блока нет параметров)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="845"/>
        <source>unterminated comment: &apos;/*&apos; without &apos;*/&apos;</source>
        <translation>незакрытый комментарий: &apos;/*&apos; без &apos;*/&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="846"/>
        <source>unterminated quoted identifier</source>
        <translation>незакрытый идентификатор в кавычках</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="848"/>
        <source>variable %1 is listed twice</source>
        <translation>переменная %1 указана дважды</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="681"/>
        <source>the experiment would make %1 runs (at most %2)</source>
        <translation>эксперимент дал бы %1 прогонов (не больше %2)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="500"/>
        <source>no parameter named &apos;%1&apos; in %2</source>
        <translation>в %2 нет параметра &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="510"/>
        <source>no variable named &apos;%1&apos; in %2</source>
        <translation>в %2 нет переменной &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="787"/>
        <source>the stop time must not be before the start time</source>
        <translation>время окончания не может быть раньше времени начала</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="728"/>
        <source>the model&apos;s parameter values could not be computed (it does not initialise); give every parameter a &quot;base&quot;</source>
        <translation>значения параметров модели не удалось вычислить (модель не инициализируется); задайте каждому параметру &quot;base&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="105"/>
        <source>&apos;%1&apos; is a Boolean parameter (0 or 1), but run %2 gives it %3</source>
        <translation>&apos;%1&apos; — логический параметр (0 или 1), а прогон %2 задаёт ему %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="120"/>
        <source>&apos;%1&apos; is an Integer parameter, but run %2 gives it %3</source>
        <translation>&apos;%1&apos; — целочисленный параметр, а прогон %2 задаёт ему %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="96"/>
        <source>&apos;%1&apos; in the function &apos;%2&apos; is of type &apos;%3&apos;: a function run while simulating computes with Real, Integer, Boolean and enumeration values only</source>
        <translation>«%1» в функции «%2» имеет тип «%3»: функция, выполняемая во время моделирования, работает только со значениями Real, Integer, Boolean и перечислений</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="221"/>
        <source>a for- or when-statement left in a function run while simulating</source>
        <translation>в функции, выполняемой во время моделирования, остался оператор for или when</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="223"/>
        <source>a for-loop in the function &apos;%1&apos; over values known only while running needs a range a:b or a:s:b</source>
        <translation>цикл for в функции «%1» по значениям, известным только во время моделирования, требует диапазона a:b или a:s:b</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="230"/>
        <source>a loop in the function &apos;%1&apos; did not end within %2 iterations</source>
        <translation>цикл в функции «%1» не завершился за %2 итераций</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="300"/>
        <source>an expression in the function &apos;%1&apos; is nested too deeply</source>
        <translation>выражение в функции «%1» имеет слишком глубокую вложенность</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="326"/>
        <source>cannot assign a %1 value to a Boolean variable</source>
        <translation>нельзя присвоить значение типа %1 переменной типа Boolean</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="328"/>
        <source>cannot assign a Boolean value to a %1 variable</source>
        <translation>нельзя присвоить значение типа Boolean переменной типа %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="330"/>
        <source>cannot assign a Real value to an Integer variable (in the function &apos;%1&apos;)</source>
        <translation>нельзя присвоить значение типа Real переменной типа Integer (в функции «%1»)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="626"/>
        <source>the assignment to &apos;%1&apos; cannot be made element by element</source>
        <translation>присваивание «%1» нельзя выполнить поэлементно</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="646"/>
        <source>the condition of a while-loop in the function &apos;%1&apos; calls a function with assertions</source>
        <translation>условие цикла while в функции «%1» вызывает функцию с проверками assert</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="647"/>
        <source>the condition of a while-loop must be Boolean</source>
        <translation>условие цикла while должно иметь тип Boolean</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="648"/>
        <source>the condition of an assertion must be Boolean</source>
        <translation>условие assert должно иметь тип Boolean</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="651"/>
        <source>the condition of an if-statement must be Boolean</source>
        <translation>условие оператора if должно иметь тип Boolean</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="696"/>
        <source>the function &apos;%1&apos; called itself more than %2 levels deep</source>
        <translation>функция «%1» вызвала саму себя с глубиной рекурсии больше %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="697"/>
        <source>the function &apos;%1&apos; calls functions more than %2 levels deep with inputs of new sizes</source>
        <translation>функция «%1» вызывает функции с входами новых размеров на глубину больше %2 уровней</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="705"/>
        <source>the function &apos;%1&apos; runs while simulating (it loops or recurses on values known only then), and such a function has no record variables yet</source>
        <translation>функция «%1» выполняется во время моделирования (её циклы или рекурсия зависят от значений, известных только тогда), а такая функция пока не может иметь переменных-записей</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="706"/>
        <source>the function &apos;%1&apos; runs while simulating (it loops or recurses on values known only then), and such a function takes no records yet</source>
        <translation>функция «%1» выполняется во время моделирования (её циклы или рекурсия зависят от значений, известных только тогда), а такая функция пока не принимает записей</translation>
    </message>
</context>
<context>
    <name>hs::cli</name>
    <message>
        <location filename="../app/cli_parser.cpp" line="108"/>
        <source>%1 needs a non-negative integer, got &apos;%2&apos;</source>
        <translation>%1 требует неотрицательного целого, получено &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="646"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>неизвестная команда &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="661"/>
        <source>%1 needs a value</source>
        <translation>%1 требует значения</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="613"/>
        <source>unknown option &apos;%1&apos; for %2</source>
        <translation>неизвестный ключ &apos;%1&apos; для %2</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="20"/>
        <source>usage:
  hybridstudio-cli simulate MODEL [--start-time T] [--stop-time T] [--interval DT]
      [--tolerance RTOL] [--abs-tolerance ATOL] [--solver cvode-bdf|cvode-adams|euler|rk4]
      [--step H] [--param NAME=VALUE]... [--policy fifo|lifo|random] [--seed N]
      [--output FILE.csv|FILE.mat] [--events FILE.csv] [--queue-trace FILE.csv] [--max-steps N]
      [--diagnostics text|json] [--quiet] [--record RUN.json] [--protected]
      [--results-at instants|events] [--states] [--random-log FILE.csv] [--random-replay FILE.csv]
      [--break EXPR]... [--break-state PATH]... [--break-element NAME]... [--break-variable NAME]...
      [--event-trace FILE.csv|FILE.jsonl]
  hybridstudio-cli check MODEL [--structure] [--diagnostics text|json]
  hybridstudio-cli replay MODEL RUN.json [--diagnostics text|json]
  multi-module documents: simulate DOC.hsm [--mode lockstep|whole|frames] [--frame TK]
      [--timeline FILE.csv]   (packages of projects write their rounds to --timeline)
  hybridstudio-cli compare DOC.hsm [--frame TK]...
  hybridstudio-cli explain MODEL --line N | --element PATH [--stop-time T] [--param NAME=VALUE]...
  hybridstudio-cli explore MODEL [--outputs VARS] [--events] [--max-orders N] [--seeds K] [--stop-time T]
      [--param NAME=VALUE]...
  hybridstudio-cli diff A.json B.json [--tolerance TOL]
  hybridstudio-cli sweep EXPERIMENT.json|DOC.hsm [--experiment NAME] [--jobs N] [--output DIR]
      [--index I --chunk K] [--slurm [--chunk K] [--partition P] [--time T] [--dry-run]]
  hybridstudio-cli sweep collect DIR
  every command: [--lang en|ru|zh_CN]; COMMAND --help describes its options
</source>
        <translation>использование:
  hybridstudio-cli simulate MODEL [--start-time T] [--stop-time T] [--interval DT]
      [--tolerance RTOL] [--abs-tolerance ATOL] [--solver cvode-bdf|cvode-adams|euler|rk4]
      [--step H] [--param NAME=VALUE]... [--policy fifo|lifo|random] [--seed N]
      [--output FILE.csv|FILE.mat] [--events FILE.csv] [--queue-trace FILE.csv] [--max-steps N]
      [--diagnostics text|json] [--quiet] [--record RUN.json] [--protected]
      [--results-at instants|events] [--states] [--random-log FILE.csv] [--random-replay FILE.csv]
      [--break EXPR]... [--break-state PATH]... [--break-element NAME]... [--break-variable NAME]...
      [--event-trace FILE.csv|FILE.jsonl]
  hybridstudio-cli check MODEL [--structure] [--diagnostics text|json]
  hybridstudio-cli replay MODEL RUN.json [--diagnostics text|json]
  многомодульные документы: simulate DOC.hsm [--mode lockstep|whole|frames] [--frame TK]
      [--timeline FILE.csv]   (пакеты проектов записывают свои круги синхронизации в --timeline)
  hybridstudio-cli compare DOC.hsm [--frame TK]...
  hybridstudio-cli explain MODEL --line N | --element PATH [--stop-time T] [--param NAME=VALUE]...
  hybridstudio-cli explore MODEL [--outputs VARS] [--events] [--max-orders N] [--seeds K] [--stop-time T]
      [--param NAME=VALUE]...
  hybridstudio-cli diff A.json B.json [--tolerance TOL]
  hybridstudio-cli sweep EXPERIMENT.json|DOC.hsm [--experiment NAME] [--jobs N] [--output DIR]
      [--index I --chunk K] [--slurm [--chunk K] [--partition P] [--time T] [--dry-run]]
  hybridstudio-cli sweep collect DIR
  любая команда: [--lang en|ru|zh_CN]; COMMAND --help описывает ключи команды
</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="75"/>
        <location filename="../app/cli_parser.cpp" line="118"/>
        <location filename="../app/cli_parser.cpp" line="339"/>
        <location filename="../app/cli_parser.cpp" line="359"/>
        <source>%1 must be positive</source>
        <translation>%1 должно быть положительным</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="97"/>
        <source>%1 needs a size such as 500M or 2G, got &apos;%2&apos;</source>
        <translation>%1 требует размер вида 500M или 2G, получено &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="475"/>
        <source>unknown solver &apos;%1&apos;</source>
        <translation>неизвестный решатель &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="495"/>
        <source>unknown policy &apos;%1&apos;</source>
        <translation>неизвестный порядок одновременных событий &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="611"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation>неизвестный ключ &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="615"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>лишний аргумент &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="78"/>
        <location filename="../app/cli_common.cpp" line="86"/>
        <location filename="../app/cli_simulate.cpp" line="393"/>
        <location filename="../app/cli_simulate.cpp" line="622"/>
        <source>cannot write &apos;%1&apos;</source>
        <translation>не удаётся записать &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="162"/>
        <source>initial</source>
        <translation>начальное</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="162"/>
        <source>time</source>
        <translation>по времени</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="163"/>
        <source>state</source>
        <translation>по состоянию</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="163"/>
        <source>sample</source>
        <translation>sample()</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="164"/>
        <source>terminal</source>
        <translation>завершающее</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="164"/>
        <source>transition</source>
        <translation>переход</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="165"/>
        <source>event</source>
        <translation>событие</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="165"/>
        <source>message</source>
        <translation>сообщение</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="181"/>
        <source>%1 (states: %2); the equations in the order they are solved:</source>
        <translation>%1 (переменных состояния: %2); уравнения в порядке решения:</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="193"/>
        <source>  %1. %2 solved for %3</source>
        <translation>  %1. %2 решается относительно %3</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="198"/>
        <source>  %1. %2 algebraic loop of %3 variables, solved together by KINSOL: %4</source>
        <translation>  %1. %2 алгебраический контур из %3 переменных, решаемых совместно KINSOL: %4</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="205"/>
        <source>  %1. %2 algorithm section computing %3</source>
        <translation>  %1. %2 раздел algorithm, вычисляющий %3</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="211"/>
        <source>algebraic loops: %1</source>
        <translation>алгебраических контуров: %1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="215"/>
        <source>when-condition</source>
        <translation>условие when</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="217"/>
        <source>equation</source>
        <translation>уравнение</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="220"/>
        <source>statechart</source>
        <translation>диаграмма состояний</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="222"/>
        <source>zero-crossing function of %1 (%2, %3)</source>
        <translation>функция пересечения нуля для %1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="224"/>
        <source>time event of %1 (%2, %3)</source>
        <translation>событие по времени для %1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="229"/>
        <source>sample %1 (%2)</source>
        <translation>sample %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="242"/>
        <source>model %1: t = %2 .. %3 s, %4 event steps</source>
        <translation>модель %1: t = %2 .. %3 с, событийных шагов: %4</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="248"/>
        <location filename="../app/cli_simulate.cpp" line="252"/>
        <location filename="../app/cli_simulate.cpp" line="524"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="250"/>
        <source>%1 %2</source>
        <extracomment>a count and an event kind: &quot;40 state&quot;</extracomment>
        <translation>%2: %1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="251"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="253"/>
        <source>%1 solver steps, %2 result rows</source>
        <translation>шагов решателя: %1, строк результатов: %2</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="265"/>
        <source>linear systems by KLU (a sparse Jacobian of %1 nonzeros)</source>
        <translation>линейные системы решаются методом KLU (разреженная матрица Якоби, ненулевых элементов: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="277"/>
        <source>solver: %1, %2 states, %3</source>
        <translation>решатель: %1, переменных состояния: %2, %3</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="270"/>
        <source>linear systems by GMRES (matrix-free, chosen above 1000 states)</source>
        <translation>линейные системы решаются методом GMRES (без матрицы; выбран, так как переменных состояния больше 1000)</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="274"/>
        <source>linear systems with a dense Jacobian</source>
        <translation>линейные системы решаются с плотной матрицей Якоби</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="282"/>
        <source>state events: %1 at t =</source>
        <translation>событий по состоянию: %1, в моменты t =</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="295"/>
        <source>warnings: %1</source>
        <translation>предупреждений: %1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="315"/>
        <source>breakpoint: %1 at t = %2 (after event step %3)</source>
        <translation>точка останова: %1 при t = %2 (после событийного шага %3)</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="319"/>
        <source>stopped at the breakpoint after %1 ms</source>
        <translation>остановлено в точке останова через %1 мс</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="323"/>
        <source>status: %1</source>
        <translation>итог: %1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="325"/>
        <source> (terminate: %1)</source>
        <translation> (terminate: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="600"/>
        <source>--record saves whole runs; with a breakpoint the run stops at its first hit</source>
        <translation>--record сохраняет прогоны целиком, а с точкой останова прогон останавливается на первом срабатывании</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="70"/>
        <source>%1: instants with simultaneous events: %2, explored: %3, other orders run: %4</source>
        <translation>%1: моментов с одновременными событиями: %2, исследовано: %3, прогонов с другим порядком: %4</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="78"/>
        <source>no two events happen at one instant: there is no order to explore</source>
        <translation>никакие два события не происходят в один момент: исследовать нечего</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="81"/>
        <source>the order of simultaneous events changes nothing: every order gave the run&apos;s outcome</source>
        <translation>порядок одновременных событий ничего не меняет: каждый порядок дал тот же итог, что и прогон</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="88"/>
        <source>the order matters at t = %1 (after event step %2):</source>
        <translation>порядок важен при t = %1 (после событийного шага %2):</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="92"/>
        <source>  the run:     %1</source>
        <translation>  прогон:         %1</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="94"/>
        <source>  other order: %1</source>
        <translation>  другой порядок: %1</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="105"/>
        <location filename="../app/cli_simulate.cpp" line="111"/>
        <location filename="../app/cli_simulate.cpp" line="332"/>
        <source>cannot read the file &apos;%1&apos;</source>
        <translation>не удаётся прочитать файл &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="116"/>
        <source>(the run has ended)</source>
        <translation>(прогон закончился)</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="117"/>
        <source>step %1, t = %2, %3 %4: %5</source>
        <translation>шаг %1, t = %2, %3 %4: %5</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="126"/>
        <source>the runs agree: %1 events, the same times and values</source>
        <translation>прогоны совпадают: событий: %1, те же моменты и значения</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="132"/>
        <source>the runs part at event %1: %2</source>
        <translation>прогоны расходятся на событии %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="138"/>
        <source>  variables that differ there:</source>
        <translation>  различающиеся там переменные:</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="141"/>
        <source>%1 (%2 vs %3)</source>
        <translation>%1 (%2 и %3)</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="304"/>
        <location filename="../app/cli_simulate.cpp" line="306"/>
        <source>finished in %1 ms</source>
        <translation>расчёт завершён за %1 мс</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="307"/>
        <source>stopped after %1 ms</source>
        <translation>расчёт остановлен через %1 мс</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="308"/>
        <source>failed after %1 ms</source>
        <translation>сбой через %1 мс</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="310"/>
        <source>still running after %1 ms</source>
        <translation>расчёт не завершён, прошло %1 мс</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="347"/>
        <source>replay identical: %1 events, %2 result rows, %3 manual selection</source>
        <translation>повтор совпадает: событий %1, строк результатов %2, ручных выборов %3</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="350"/>
        <source>replay identical: %1 events, %2 result rows, %3 manual selections</source>
        <translation>повтор совпадает: событий %1, строк результатов %2, ручных выборов %3</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="357"/>
        <source>replay differs: %1</source>
        <translation>повтор отличается: %1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="418"/>
        <source>lockstep</source>
        <translation>пошагово</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="434"/>
        <source>frames TK=%1</source>
        <translation>покадрово TK=%1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="438"/>
        <source>whole</source>
        <translation>весь интервал</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="482"/>
        <source>%1: %2, %3 samples, %4 frames, %5 module activations, activation order %6, run time %7 ms</source>
        <translation>%1: %2, отсчётов: %3, кадров: %4, активизаций модулей: %5, порядок активизации %6, время прогона tR %7 мс</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="521"/>
        <source>%1: package of %2 projects, %3 rounds, package time %4</source>
        <translation>%1: пакет из %2 проектов, кругов синхронизации: %3, время пакета %4</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="525"/>
        <source>%1 at %2</source>
        <translation>%1: t = %2</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="552"/>
        <source>breakpoints work with one model; this document has several modules</source>
        <translation>точки останова работают с одной моделью, а в этом документе несколько модулей</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="594"/>
        <source>--param %1: no parameter of that name in %2</source>
        <translation>--param %1: в %2 нет параметра с таким именем</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="39"/>
        <source>no messages in the language &apos;%1&apos; (en, ru and zh_CN are available): messages stay in English</source>
        <translation>сообщений на языке &apos;%1&apos; нет (есть en, ru и zh_CN): сообщения будут на английском</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="60"/>
        <source>internal error: %1</source>
        <translation>внутренняя ошибка: %1</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="68"/>
        <source>%1 needs a finite number, got &apos;%2&apos;</source>
        <translation>%1 требует конечного числа, получено &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="679"/>
        <source>--stop-time %1 is before --start-time %2</source>
        <translation>--stop-time %1 раньше, чем --start-time %2</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="558"/>
        <source>--results-at must be instants or events</source>
        <translation>--results-at принимает значения instants или events</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="124"/>
        <source>%1 has no &quot;uniform&quot; column (write it with --random-log)</source>
        <translation>%1 не содержит столбца «uniform» (его пишет --random-log)</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="149"/>
        <source>%1:%2: the uniform number must be in [0, 1), got &apos;%3&apos;</source>
        <translation>%1:%2: равномерное число должно лежать в [0, 1), получено &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="428"/>
        <source>--frame %1 is not a whole number of steps %2</source>
        <translation>--frame %1 — не целое число шагов %2</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="443"/>
        <source>largest error</source>
        <translation>наибольшее отклонение</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="447"/>
        <source>where (output, time)</source>
        <translation>где (выход, время)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="176"/>
        <source>Usage</source>
        <translation>Использование</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="177"/>
        <source>OPTIONS</source>
        <translation>КЛЮЧИ</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="178"/>
        <source>Arguments</source>
        <translation>Аргументы</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="179"/>
        <source>COMMAND</source>
        <translation>КОМАНДА</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="180"/>
        <source>REQUIRED</source>
        <translation>ОБЯЗАТЕЛЬНО</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="183"/>
        <source>Options</source>
        <translation>Ключи</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="189"/>
        <source>Simulates a model (.mo) or a document (.hsm) and writes its results, events and queue trace.</source>
        <translation>Моделирует модель (.mo) или документ (.hsm) и записывает результаты, события и трассу очереди.</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="194"/>
        <location filename="../app/cli_parser.cpp" line="205"/>
        <location filename="../app/cli_parser.cpp" line="222"/>
        <location filename="../app/cli_parser.cpp" line="245"/>
        <location filename="../app/cli_parser.cpp" line="267"/>
        <source>the model: a Modelica file (.mo) or a document (.hsm)</source>
        <translation>модель: файл Modelica (.mo) или документ (.hsm)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="201"/>
        <source>Parses and compiles a model without running it; prints its diagnostics.</source>
        <translation>Разбирает и компилирует модель, не запуская её; выводит диагностику.</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="208"/>
        <source>print the equations in solving order with the variable each is solved for, the algebraic loops, and the zero-crossing functions and time events</source>
        <translation>вывести уравнения в порядке решения с переменной, относительно которой решается каждое, алгебраические контуры, функции пересечения нуля и события по времени</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="217"/>
        <source>Reruns a run saved with --record and says whether the result is identical.</source>
        <translation>Повторяет прогон, сохранённый с --record, и сообщает, совпал ли результат.</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="224"/>
        <source>the run record written by simulate --record</source>
        <translation>запись прогона, сделанная simulate --record</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="229"/>
        <source>Runs a multi-module document lock-step, in frames and over the whole interval, and prints each mode&apos;s largest error against lock-step.</source>
        <translation>Выполняет прогон многомодульного документа пошагово, покадрово и на всём интервале и выводит для каждого режима наибольшее отклонение от пошагового прогона.</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="234"/>
        <source>a multi-module document</source>
        <translation>многомодульный документ</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="240"/>
        <source>Runs a model and says why a when-clause or a transition fired or did not fire.</source>
        <translation>Выполняет прогон модели и объясняет, почему оператор when или переход сработал или не сработал.</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="248"/>
        <source>the when-clause (or elsewhen) that starts at this line</source>
        <translation>оператор when (или elsewhen), который начинается в этой строке</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="253"/>
        <source>the transition with this path (chart.T1)</source>
        <translation>переход с этим путём (chart.T1)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="261"/>
        <source>Runs a model, tries the other orders of the events that happen at one instant, and reports the instants where the order changes the outcome.</source>
        <translation>Выполняет прогон модели, пробует другие порядки событий, происходящих в один момент, и сообщает моменты, где порядок меняет итог.</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="271"/>
        <source>the variables compared at the stop time, separated by commas (default: every result variable)</source>
        <translation>переменные, сравниваемые в момент окончания, через запятую (по умолчанию все переменные результатов)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="283"/>
        <source>try every order of an instant that has at most N (default: 24), else random ones</source>
        <translation>пробовать все порядки момента, если их не больше N (по умолчанию 24), иначе случайные</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="288"/>
        <source>random orders tried at an instant with more (default: 8)</source>
        <translation>число случайных порядков для момента с большим числом порядков (по умолчанию 8)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="291"/>
        <source>also compare the events after each instant (the same elements at the same times)</source>
        <translation>сравнивать также события после каждого момента (те же элементы в те же моменты времени)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="296"/>
        <source>instants explored, the first ones (default: 1000)</source>
        <translation>сколько первых моментов исследовать (по умолчанию 1000)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="304"/>
        <source>Compares two runs saved with --record event by event and names the first event where they differ.</source>
        <translation>Сравнивает два прогона, сохранённых с --record, событие за событием и называет первое событие, где они расходятся.</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="308"/>
        <source>a run record written by simulate --record</source>
        <translation>запись прогона, сделанная simulate --record</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="310"/>
        <source>the run record to compare it with</source>
        <translation>запись прогона, с которой сравнивать</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="312"/>
        <source>times and values closer than this (relative) agree (default: 1e-9)</source>
        <translation>моменты и значения, отличающиеся меньше этого (относительно), совпадают (по умолчанию 1e-9)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="319"/>
        <source>Runs an experiment — a parameter variation, Monte Carlo replications or a sensitivity analysis — on every core, in chunks, or as a Slurm job array, and writes its results to a directory.</source>
        <translation>Выполняет эксперимент — варьирование параметров, повторения Монте-Карло или анализ чувствительности — на всех ядрах, порциями или как массив заданий Slurm, и записывает результаты в каталог.</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="326"/>
        <source>an experiment file (.json), or a document (.hsm) with an experiments section</source>
        <translation>файл эксперимента (.json) или документ (.hsm) с разделом experiments</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="331"/>
        <source>the document&apos;s experiment to run (default: its first)</source>
        <translation>какой эксперимент документа выполнить (по умолчанию первый)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="334"/>
        <source>worker threads (default: one per core)</source>
        <translation>рабочие потоки (по умолчанию по одному на ядро)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="344"/>
        <source>the results directory (default: NAME-results in the current directory)</source>
        <translation>каталог результатов (по умолчанию NAME-results в текущем каталоге)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="348"/>
        <source>run only chunk I (runs I*K ... I*K+K-1) and write it as a chunk</source>
        <translation>выполнить только порцию I (прогоны I*K ... I*K+K-1) и записать её как порцию</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="354"/>
        <source>runs per chunk (with --index or --slurm)</source>
        <translation>прогонов в порции (с --index или --slurm)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="363"/>
        <source>write a Slurm job array (one task per chunk) and a dependent collect job, and submit them</source>
        <translation>записать массив заданий Slurm (по задаче на порцию) и зависимое задание сборки и отправить их</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="367"/>
        <source>Slurm partition of the jobs</source>
        <translation>раздел Slurm для заданий</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="370"/>
        <source>Slurm time limit of each task (e.g. 00:30:00)</source>
        <translation>ограничение времени Slurm для каждой задачи (например, 00:30:00)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="373"/>
        <source>with --slurm: write the job scripts, do not submit them</source>
        <translation>с --slurm: записать сценарии заданий, не отправляя их</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="375"/>
        <location filename="../app/cli_parser.cpp" line="386"/>
        <location filename="../app/cli_parser.cpp" line="548"/>
        <source>print nothing but diagnostics</source>
        <translation>не выводить ничего, кроме диагностики</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="381"/>
        <source>Merges the chunks in DIR, checks that every run is there once, and writes the files of a whole run.</source>
        <translation>Объединяет порции в DIR, проверяет, что каждый прогон есть ровно один раз, и записывает файлы целого эксперимента.</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="385"/>
        <source>the results directory the chunks were written to</source>
        <translation>каталог результатов, в который записаны порции</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="391"/>
        <source>Commands</source>
        <translation>Команды</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="397"/>
        <source>describe the options of this command</source>
        <translation>описать ключи этой команды</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="400"/>
        <source>diagnostics as text or as JSON lines (default: text)</source>
        <translation>диагностика текстом или строками JSON (по умолчанию текстом)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="404"/>
        <source>--diagnostics must be text or json</source>
        <translation>--diagnostics должен быть text или json</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="409"/>
        <source>the language of messages (default: the environment&apos;s)</source>
        <translation>язык сообщений (по умолчанию из окружения)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="442"/>
        <source>the model of a .mo file to use when it holds several (default: the last)</source>
        <translation>модель из файла .mo, если в нём их несколько (по умолчанию — последняя)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="451"/>
        <source>start time (default: the model&apos;s experiment, else 0)</source>
        <translation>время начала (по умолчанию из эксперимента модели, иначе 0)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="415"/>
        <source>stop time (default: the model&apos;s experiment, else 1)</source>
        <translation>время окончания (по умолчанию из эксперимента модели, иначе 1)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="455"/>
        <source>output interval (default: (stop - start) / 500)</source>
        <translation>интервал вывода (по умолчанию (stop - start) / 500)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="458"/>
        <source>relative tolerance (default: 1e-6)</source>
        <translation>относительная погрешность (по умолчанию 1e-6)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="461"/>
        <source>absolute tolerance (default: RTOL * 1e-2)</source>
        <translation>абсолютная погрешность (по умолчанию RTOL * 1e-2)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="464"/>
        <source>the solver (default: cvode-bdf)</source>
        <translation>решатель (по умолчанию cvode-bdf)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="479"/>
        <source>fixed step of euler and rk4, maximum step of CVODE</source>
        <translation>постоянный шаг euler и rk4, наибольший шаг CVODE</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="428"/>
        <source>--param needs NAME=VALUE</source>
        <translation>--param требует NAME=VALUE</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="433"/>
        <source>a parameter&apos;s value for this run (repeatable)</source>
        <translation>значение параметра для этого прогона (можно повторять)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="486"/>
        <source>order of simultaneous events (default: fifo)</source>
        <translation>порядок одновременных событий (по умолчанию fifo)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="499"/>
        <source>seed of the random numbers (default: 1)</source>
        <translation>начальное значение случайных чисел (по умолчанию 1)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="506"/>
        <source>the results: CSV, or MATLAB v4 in the OpenModelica/Dymola layout (.mat); - is stdout</source>
        <translation>результаты: CSV или MATLAB v4 в формате OpenModelica/Dymola (.mat); - означает stdout</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="510"/>
        <source>the executed event steps</source>
        <translation>выполненные событийные шаги</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="513"/>
        <source>the event queue after every event step</source>
        <translation>очередь событий после каждого событийного шага</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="516"/>
        <source>what each event step and each iteration of its event iteration did (CSV, or JSON lines for .jsonl)</source>
        <translation>что сделал каждый событийный шаг и каждая итерация его событийной итерации (CSV или строки JSON для .jsonl)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="521"/>
        <source>solver steps allowed between two outputs or events</source>
        <translation>допустимое число шагов решателя между двумя выводами или событиями</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="524"/>
        <source>memory the results may take, e.g. 500M or 2G (default: half of the RAM)</source>
        <translation>память, которую могут занять результаты, например 500M или 2G (по умолчанию — половина ОЗУ)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="527"/>
        <source>how the modules of a multi-module document run</source>
        <translation>режим прогона модулей многомодульного документа</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="531"/>
        <source>--mode must be lockstep, whole or frames</source>
        <translation>--mode должен быть lockstep, whole или frames</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="539"/>
        <source>frame length TK (compare: repeatable)</source>
        <translation>длина кадра TK (compare: можно повторять)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="544"/>
        <source>the rounds of a package of projects</source>
        <translation>круги синхронизации пакета проектов</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="546"/>
        <source>save the run to replay it</source>
        <translation>сохранить прогон, чтобы повторить его</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="550"/>
        <source>also the protected variables in the results</source>
        <translation>включить в результаты и защищённые переменные</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="553"/>
        <source>a result row per event instant (default) or after every event step</source>
        <translation>строка результатов на момент события (по умолчанию) или после каждого событийного шага</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="562"/>
        <source>a result column per statechart with its active state</source>
        <translation>столбец результатов для каждой диаграммы состояний с её активным состоянием</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="565"/>
        <source>every random number the run draws</source>
        <translation>все случайные числа, которые берёт прогон</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="568"/>
        <source>take the random numbers from such a log</source>
        <translation>брать случайные числа из такого журнала</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="590"/>
        <source>stop when the condition becomes true, at the instant located like a state event (repeatable)</source>
        <translation>остановиться, когда условие станет истинным, в момент, найденный как для события по состоянию (можно повторять)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="595"/>
        <source>stop when this statechart state is entered (repeatable)</source>
        <translation>остановиться при входе в это состояние диаграммы состояний (можно повторять)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="598"/>
        <source>stop before this transition, event or when-clause (file:line) runs (repeatable)</source>
        <translation>остановиться перед выполнением этого перехода, события или оператора when (файл:строка) (можно повторять)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="603"/>
        <source>stop when this variable changes at an event (repeatable)</source>
        <translation>остановиться, когда эта переменная изменится при событии (можно повторять)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="622"/>
        <source>--index needs --chunk K (the runs per chunk)</source>
        <translation>--index требует --chunk K (число прогонов в порции)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="625"/>
        <source>--chunk needs --index I, or --slurm</source>
        <translation>--chunk требует --index I или --slurm</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="628"/>
        <source>--slurm submits every chunk; it takes no --index</source>
        <translation>--slurm отправляет все порции; --index с ним не задаётся</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="631"/>
        <source>--dry-run, --partition and --time go with --slurm</source>
        <translation>--dry-run, --partition и --time задаются вместе с --slurm</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="638"/>
        <source>missing command</source>
        <translation>не указана команда</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="672"/>
        <source>missing DIR</source>
        <translation>не указан DIR</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="674"/>
        <source>missing EXPERIMENT</source>
        <translation>не указан EXPERIMENT</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="675"/>
        <source>missing MODEL</source>
        <translation>не указана MODEL</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="682"/>
        <source>explain needs --line N or --element PATH (one of them)</source>
        <translation>explain требует --line N или --element PATH (одно из двух)</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="685"/>
        <source>diff needs two run records</source>
        <translation>diff требует две записи прогонов</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="688"/>
        <source>missing the run record to replay</source>
        <translation>не указана запись прогона для повтора</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="442"/>
        <source>mode</source>
        <translation>режим</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="444"/>
        <source>dispatches</source>
        <translation>активизаций</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="445"/>
        <source>frames</source>
        <translation>кадров</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="446"/>
        <source>run time ms</source>
        <translation>время прогона tR, мс</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="560"/>
        <source>compare needs a multi-module document (.hsm)</source>
        <translation>compare требует многомодульного документа (.hsm)</translation>
    </message>
    <message>
        <location filename="../app/cli_slurm.cpp" line="157"/>
        <source>wrote %1 (%2 tasks of up to %3 runs) and %4; submit them with:</source>
        <translation>записаны %1 (%2 задач до %3 прогонов) и %4; отправьте их так:</translation>
    </message>
    <message>
        <location filename="../app/cli_slurm.cpp" line="166"/>
        <source>sbatch is not on PATH: Slurm is not installed here. The job scripts are in %1; --dry-run only writes them</source>
        <translation>sbatch не найден в PATH: Slurm здесь не установлен. Сценарии заданий находятся в %1; --dry-run только записывает их</translation>
    </message>
    <message>
        <location filename="../app/cli_slurm.cpp" line="176"/>
        <source>sbatch refused the job array: %1</source>
        <translation>sbatch отклонил массив заданий: %1</translation>
    </message>
    <message>
        <location filename="../app/cli_slurm.cpp" line="184"/>
        <source>sbatch refused the collect job: %1</source>
        <translation>sbatch отклонил задание сборки: %1</translation>
    </message>
    <message>
        <location filename="../app/cli_slurm.cpp" line="196"/>
        <source>submitted the job array %1 (%2 tasks of up to %3 runs) and the collect job %4; the results will be in %5</source>
        <translation>отправлены массив заданий %1 (%2 задач до %3 прогонов) и задание сборки %4; результаты будут в %5</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="78"/>
        <source>%1 of %2 runs failed:</source>
        <translation>не удались %1 из %2 прогонов:</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="82"/>
        <source>%1: %2 runs; the first, run %3: %4</source>
        <translation>%1: прогонов %2; первый, прогон %3: %4</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="131"/>
        <source>--index %1 is past the last chunk: %2 runs make chunks 0 to %3 of %4</source>
        <translation>--index %1 за последней порцией: %2 прогонов дают порции с 0 по %3 по %4</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="144"/>
        <source>chunk %1 (runs %2) is complete already: nothing to do</source>
        <translation>порция %1 (прогоны %2) уже готова: делать нечего</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="168"/>
        <source>chunk %1: runs %2 on %3 threads in %4 s</source>
        <translation>порция %1: прогоны %2 в %3 потоках за %4 с</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="195"/>
        <source>experiment %1 (%2): %3 runs on %4 threads in %5 s (%6 runs/s)</source>
        <translation>эксперимент %1 (%2): %3 прогонов в %4 потоках за %5 с (%6 прогонов/с)</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="202"/>
        <source>results in %1</source>
        <translation>результаты в %1</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="221"/>
        <source>collected %1 runs into %2 (%3 failed)</source>
        <translation>собрано %1 прогонов в %2 (не удались: %3)</translation>
    </message>
</context>
<context>
    <name>hs::ui::BlockTypes</name>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="18"/>
        <source>Constant</source>
        <translation>Константа</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="19"/>
        <source>Step</source>
        <translation>Ступенька</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="20"/>
        <source>Ramp</source>
        <translation>Линейный рост</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="21"/>
        <source>Sine wave</source>
        <translation>Синусоида</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="22"/>
        <source>Pulse</source>
        <translation>Импульсы</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="23"/>
        <source>Clock</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="24"/>
        <source>Gain</source>
        <translation>Усилитель</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="25"/>
        <source>Sum</source>
        <translation>Сумматор</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="26"/>
        <source>Product</source>
        <translation>Произведение</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="27"/>
        <source>Saturation</source>
        <translation>Ограничитель</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="28"/>
        <source>Switch</source>
        <translation>Переключатель</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="29"/>
        <source>Relay</source>
        <translation>Реле</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="30"/>
        <source>Lookup table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="31"/>
        <source>Integrator</source>
        <translation>Интегратор</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="32"/>
        <source>Transfer function</source>
        <translation>Передаточная функция</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="33"/>
        <source>State space</source>
        <translation>Пространство состояний</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="34"/>
        <source>First-order lag</source>
        <translation>Апериодическое звено</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="35"/>
        <source>Unit delay</source>
        <translation>Задержка на такт</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="36"/>
        <source>Zero-order hold</source>
        <translation>Фиксатор нулевого порядка</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="37"/>
        <source>Expression</source>
        <translation>Выражение</translation>
    </message>
</context>
<context>
    <name>hs::ui::BreakpointModel</name>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="28"/>
        <source>condition</source>
        <translation>условие</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="29"/>
        <source>state entered</source>
        <translation>вход в состояние</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="30"/>
        <source>state left</source>
        <translation>выход из состояния</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="31"/>
        <source>element runs</source>
        <translation>выполнение элемента</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="32"/>
        <source>variable changes</source>
        <translation>изменение переменной</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="33"/>
        <source>warning or error</source>
        <translation>предупреждение или ошибка</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="147"/>
        <source>column %1: %2</source>
        <translation>столбец %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="177"/>
        <source>Stops before an event of the when-clause or equation on line %1 runs</source>
        <translation>Останавливает прогон перед событием оператора when или уравнения в строке %1</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="183"/>
        <source>line</source>
        <translation>строка</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="185"/>
        <source>line %1</source>
        <translation>строка %1</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="186"/>
        <source>any</source>
        <translation>любое</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="191"/>
        <location filename="../ui/window/debug_docks.cpp" line="388"/>
        <source>every hit</source>
        <translation>каждое срабатывание</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="191"/>
        <location filename="../ui/window/debug_docks.cpp" line="388"/>
        <source>from hit %1</source>
        <translation>с %1-го срабатывания</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="231"/>
        <source>A condition that must also hold for a hit to count</source>
        <translation>Условие, которое тоже должно выполняться, чтобы срабатывание засчитывалось</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="232"/>
        <source>The run stops at this hit and at every one after it</source>
        <translation>Прогон останавливается на этом срабатывании и на каждом следующем</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="233"/>
        <source>Hits counted in this run</source>
        <translation>Срабатывания, засчитанные в этом прогоне</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="239"/>
        <source>On</source>
        <translation>Вкл.</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="240"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="241"/>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="242"/>
        <source>Guard</source>
        <translation>Охранное условие</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="243"/>
        <source>Stop</source>
        <translation>Останов</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="244"/>
        <source>Hits</source>
        <translation>Срабатывания</translation>
    </message>
</context>
<context>
    <name>hs::ui::CompareView</name>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="130"/>
        <source>Running lock-step, frames and whole interval…</source>
        <translation>Прогон: пошагово, покадрово и на всём интервале…</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="195"/>
        <source>Lock-step</source>
        <translation>Пошаговый прогон</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="195"/>
        <source>Frames TK = %1</source>
        <translation>Покадрово, TK = %1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="195"/>
        <source>Whole interval</source>
        <translation>Весь интервал</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="214"/>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="224"/>
        <source>%1: error against lock-step</source>
        <translation>%1: отклонение от пошагового прогона</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="264"/>
        <source>Frame TK</source>
        <translation>Длина кадра TK</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="265"/>
        <source>Run comparison</source>
        <translation>Запустить сравнение</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="267"/>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="267"/>
        <source>Activations</source>
        <translation>Активизации модулей</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="267"/>
        <source>Frames</source>
        <translation>Кадров</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="267"/>
        <source>Run time (ms)</source>
        <translation>Время прогона tR, мс</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="267"/>
        <source>Largest error</source>
        <translation>Наибольшее отклонение</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="203"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>hs::ui::ComponentDiagram</name>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="272"/>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="273"/>
        <source>Component</source>
        <translation>Компонент</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="274"/>
        <source>Open class</source>
        <translation>Открыть класс</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="275"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="276"/>
        <source>Delete the selected components and connections (Del)</source>
        <translation>Удалить выбранные компоненты и соединения (Del)</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="277"/>
        <source>Rotate</source>
        <translation>Повернуть</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="278"/>
        <source>Rotate the selected components by 90° (R)</source>
        <translation>Повернуть выбранные компоненты на 90° (R)</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="279"/>
        <source>Fit</source>
        <translation>Вписать</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="280"/>
        <source>Show the whole diagram</source>
        <translation>Показать всю схему</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="282"/>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="282"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="282"/>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="282"/>
        <source>Unit</source>
        <translation>Ед. изм.</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="284"/>
        <source>Select a component</source>
        <translation>Выберите компонент</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="379"/>
        <source>&apos;%1&apos; is not connected</source>
        <translation>&apos;%1&apos; не соединён</translation>
    </message>
</context>
<context>
    <name>hs::ui::DebugDocks</name>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="176"/>
        <source>Breakpoint: %1 %2</source>
        <translation>Точка останова: %1 %2</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="183"/>
        <source>Breakpoint on line %1</source>
        <translation>Точка останова в строке %1</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="183"/>
        <source>Breakpoint on line %1 removed</source>
        <translation>Точка останова в строке %1 удалена</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="305"/>
        <source>Go to</source>
        <translation>Перейти</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="308"/>
        <source>Disable</source>
        <translation>Выключить</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="308"/>
        <source>Enable</source>
        <translation>Включить</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="311"/>
        <location filename="../ui/window/debug_docks.cpp" line="323"/>
        <location filename="../ui/window/debug_docks.cpp" line="364"/>
        <location filename="../ui/window/debug_docks.cpp" line="368"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="313"/>
        <location filename="../ui/window/debug_docks.cpp" line="365"/>
        <source>Remove all</source>
        <translation>Удалить все</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="340"/>
        <source>Breakpoints</source>
        <translation>Точки останова</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="341"/>
        <source>Watch</source>
        <translation>Наблюдение</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="347"/>
        <source>A condition, e.g. h &lt; 0.5 and v &lt; 0</source>
        <translation>Условие, например h &lt; 0.5 and v &lt; 0</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="351"/>
        <source>A state, e.g. chart.On</source>
        <translation>Состояние, например chart.On</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="354"/>
        <source>A transition or event, e.g. chart.T1, or file:line</source>
        <translation>Переход или событие, например chart.T1, либо файл:строка</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="356"/>
        <source>A variable</source>
        <translation>Переменная</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="358"/>
        <source>Any warning or error</source>
        <translation>Любое предупреждение или ошибка</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="361"/>
        <source>What stops the run</source>
        <translation>Что останавливает прогон</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="362"/>
        <location filename="../ui/window/debug_docks.cpp" line="367"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="363"/>
        <source>Add the breakpoint (Enter)</source>
        <translation>Добавить точку останова (Enter)</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="366"/>
        <source>An expression, e.g. v^2/2 + g*h</source>
        <translation>Выражение, например v^2/2 + g*h</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="393"/>
        <source>Stopped at t = %1: %2</source>
        <translation>Остановлено при t = %1: %2</translation>
    </message>
</context>
<context>
    <name>hs::ui::DiffView</name>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="66"/>
        <source>Open Run Record</source>
        <translation>Открыть запись расчёта</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="66"/>
        <source>Run records (*.json);;All files (*)</source>
        <translation>Записи расчётов (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="129"/>
        <source>Run A:</source>
        <translation>Расчёт A:</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="130"/>
        <source>Run B:</source>
        <translation>Расчёт B:</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="132"/>
        <source>Current Run</source>
        <translation>Текущий расчёт</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="133"/>
        <source>The run on screen as it is when Compare is pressed</source>
        <translation>Расчёт на экране в том виде, в каком он будет при нажатии «Сравнить»</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="134"/>
        <source>Keep Current Run</source>
        <translation>Сохранить текущий расчёт</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="136"/>
        <source>The run on screen as it is now, kept for comparison with a later run</source>
        <translation>Расчёт на экране в его нынешнем виде, сохранённый для сравнения с последующим расчётом</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="138"/>
        <source>Open Record…</source>
        <translation>Открыть запись…</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="139"/>
        <source>A run record written by hybridstudio-cli simulate --record</source>
        <translation>Запись расчёта, созданная командой hybridstudio-cli simulate --record</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="142"/>
        <source>Relative tolerance:</source>
        <translation>Относительный допуск:</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="143"/>
        <source>Compare</source>
        <translation>Сравнить</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="144"/>
        <source>Variable</source>
        <translation>Переменная</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="144"/>
        <source>Run A</source>
        <translation>Расчёт A</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="144"/>
        <source>Run B</source>
        <translation>Расчёт B</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="150"/>
        <source>Choose two runs and press Compare: they are aligned event by event, and the first event where they part is marked.</source>
        <translation>Выберите два расчёта и нажмите «Сравнить»: они будут сопоставлены событие за событием, и первое событие, на котором они расходятся, будет отмечено.</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="182"/>
        <source>(none)</source>
        <translation>(не выбран)</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="183"/>
        <source>the current run</source>
        <translation>текущий расчёт</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="184"/>
        <source>the run kept at %1</source>
        <translation>расчёт, сохранённый в %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/diff_view.cpp" line="222"/>
        <source>The current run (%n event(s)) is kept as run %1</source>
        <translation>
            <numerusform>Текущий расчёт (%n событие) сохранён как расчёт %1</numerusform>
            <numerusform>Текущий расчёт (%n события) сохранён как расчёт %1</numerusform>
            <numerusform>Текущий расчёт (%n событий) сохранён как расчёт %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="234"/>
        <source>%1: cannot be read</source>
        <translation>%1: не удаётся прочитать</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="257"/>
        <source>The tolerance must be a number of zero or more, such as 1e-9.</source>
        <translation>Допуск должен быть неотрицательным числом, например 1e-9.</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="265"/>
        <source>Choose run %1 first.</source>
        <translation>Сначала выберите расчёт %1.</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="161"/>
        <source>The runs part at event %1 (t = %2): %3.</source>
        <translation>Расчёты расходятся на событии %1 (t = %2): %3.</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="165"/>
        <source>Run A has %1 events, run B %2.</source>
        <translation>Событий в расчёте A: %1, в расчёте B: %2.</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="167"/>
        <source>The runs agree: %1 events, the same elements at the same times, values within a relative %2.</source>
        <translation>Расчёты совпадают: %1 событий, те же элементы в те же моменты, значения в пределах относительного допуска %2.</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="174"/>
        <source>%1 replayed on the model on screen differs from its record: %2</source>
        <translation>%1, воспроизведённый на модели с экрана, отличается от своей записи: %2</translation>
    </message>
</context>
<context>
    <name>hs::ui::DocumentController</name>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="124"/>
        <location filename="../ui/window/document_controller.cpp" line="128"/>
        <location filename="../ui/window/document_controller.cpp" line="156"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="124"/>
        <source>Cannot read %1.</source>
        <translation>Не удаётся прочитать %1.</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="156"/>
        <source>%1 is not a valid HybridStudio document; see Messages.</source>
        <translation>%1 не является корректным документом HybridStudio; см. «Сообщения».</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="203"/>
        <source>Restored the unsaved changes of %1</source>
        <translation>Несохранённые изменения %1 восстановлены</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="240"/>
        <source>Cannot keep a recovery copy: %1</source>
        <translation>Не удаётся сохранить копию для восстановления: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="253"/>
        <source>Save Model</source>
        <translation>Сохранить модель</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="254"/>
        <source>HybridStudio models (*.hsm *.mo)</source>
        <translation>Модели HybridStudio (*.hsm *.mo)</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="275"/>
        <location filename="../ui/window/document_controller.cpp" line="303"/>
        <source>Save</source>
        <translation>Сохранение</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="275"/>
        <source>A .mo file holds equations only; save this model as a .hsm document to keep its statecharts, events and modules.</source>
        <translation>Файл .mo содержит только уравнения; сохраните модель как документ .hsm, чтобы сохранить её диаграммы состояний, события и модули.</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="286"/>
        <source>the event policy, seed and absolute tolerance</source>
        <translation>порядок одновременных событий, зерно и абсолютную погрешность</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="303"/>
        <source>Cannot save %1: %2</source>
        <translation>Не удаётся сохранить %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="311"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="316"/>
        <source>Save as .mo</source>
        <translation>Сохранение в .mo</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="317"/>
        <source>%1 is a Modelica text: it keeps the equations and the experiment settings, but not %2.</source>
        <translation>%1 — текст на Modelica: в нём сохранятся уравнения и параметры эксперимента, но не %2.</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="318"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="321"/>
        <source>Save as a .hsm document to keep everything.</source>
        <translation>Чтобы сохранить всё, сохраните модель как документ .hsm.</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="328"/>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="329"/>
        <source>The model has been modified. Save the changes?</source>
        <translation>Модель изменена. Сохранить изменения?</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="339"/>
        <source>%1 is a library block: edit its parameters on the module diagram.</source>
        <translation>%1 — библиотечный блок: его параметры правятся на схеме модулей.</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="402"/>
        <source>Experiment Settings</source>
        <translation>Настройки эксперимента</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="128"/>
        <source>%1 was not opened: %2.</source>
        <translation>Файл %1 не открыт: %2.</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="282"/>
        <source>its plots</source>
        <translation>его графики</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="283"/>
        <source>its experiments (parameter variations)</source>
        <translation>его эксперименты (варьирование параметров)</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="403"/>
        <source>The settings were not written into the model: its text has no &apos;end Name;&apos; to write them before.</source>
        <translation>Настройки не записаны в модель: в её тексте нет строки «end Имя;», перед которой их можно записать.</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="416"/>
        <source>Experiment settings</source>
        <translation>Настройки эксперимента</translation>
    </message>
</context>
<context>
    <name>hs::ui::EffectsModel</name>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="363"/>
        <source>The mean of the absolute elementary effects: the importance of the parameter</source>
        <translation>Среднее абсолютных элементарных эффектов: важность параметра</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="366"/>
        <source>The standard deviation of the elementary effects: non-linearity or interaction</source>
        <translation>Стандартное отклонение элементарных эффектов: нелинейность или взаимодействие</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="370"/>
        <source>(y(base + δ) − y(base − δ)) / 2δ</source>
        <translation>(y(base + δ) − y(base − δ)) / 2δ</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="372"/>
        <source>Relative change of the output per relative change of the parameter</source>
        <translation>Относительное изменение показателя на относительное изменение параметра</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="379"/>
        <source>Output</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="381"/>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="387"/>
        <source>Effects</source>
        <translation>Эффектов</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="390"/>
        <source>Base</source>
        <translation>База</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="390"/>
        <source>Delta</source>
        <translation>Приращение</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="390"/>
        <source>Effect</source>
        <translation>Эффект</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="390"/>
        <source>Elasticity</source>
        <translation>Эластичность</translation>
    </message>
</context>
<context>
    <name>hs::ui::EquationEditor</name>
    <message>
        <location filename="../ui/editor/editor_completion.cpp" line="39"/>
        <source>elements %1[%2] … %1[%3]</source>
        <translation>элементы %1[%2] … %1[%3]</translation>
    </message>
    <message>
        <location filename="../ui/editor/editor_completion.cpp" line="45"/>
        <source>function %1(%2)</source>
        <translation>функция %1(%2)</translation>
    </message>
    <message>
        <location filename="../ui/editor/editor_completion.cpp" line="51"/>
        <source>record %1(%2)</source>
        <translation>запись %1(%2)</translation>
    </message>
    <message>
        <location filename="../ui/editor/editor_completion.cpp" line="54"/>
        <source>enumeration %1: %2</source>
        <translation>перечисление %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/editor/equation_editor.cpp" line="619"/>
        <source>Toggle Breakpoint</source>
        <translation>Поставить или снять точку останова</translation>
    </message>
    <message>
        <location filename="../ui/editor/equation_editor.cpp" line="620"/>
        <source>Why Did This When-Clause Fire (or Not)?</source>
        <translation>Почему этот оператор when сработал (или нет)?</translation>
    </message>
    <message>
        <location filename="../ui/editor/equation_editor.cpp" line="622"/>
        <source>Show in Structure</source>
        <translation>Показать в структуре</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExamplesGallery</name>
    <message>
        <location filename="../ui/window/examples_gallery.cpp" line="236"/>
        <source>Examples</source>
        <translation>Примеры</translation>
    </message>
    <message>
        <location filename="../ui/window/examples_gallery.cpp" line="237"/>
        <source>Double-click an example to open it.</source>
        <translation>Дважды щёлкните пример, чтобы открыть его.</translation>
    </message>
    <message>
        <location filename="../ui/window/examples_gallery.cpp" line="238"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExperimentDialog</name>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="38"/>
        <source>Experiment Settings</source>
        <translation>Настройки эксперимента</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="62"/>
        <source>(stop − start)/500</source>
        <translation>(конец − начало)/500</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="63"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="151"/>
        <source>Start time</source>
        <translation>Время начала</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="64"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="153"/>
        <source>Stop time</source>
        <translation>Время окончания</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="71"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="164"/>
        <source>Output interval</source>
        <translation>Интервал вывода</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="84"/>
        <source>FIFO</source>
        <translation>FIFO</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="84"/>
        <source>LIFO</source>
        <translation>LIFO</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="84"/>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="91"/>
        <source>Solver</source>
        <translation>Решатель</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="92"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="177"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="93"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="186"/>
        <source>Relative tolerance</source>
        <translation>Относительный допуск</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="94"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="196"/>
        <source>Absolute tolerance</source>
        <translation>Абсолютный допуск</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="101"/>
        <source>Simultaneous events</source>
        <translation>Порядок одновременных событий</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="102"/>
        <source>Seed</source>
        <translation>Зерно ГСЧ</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="106"/>
        <source>Lock-step</source>
        <translation>Пошаговый прогон</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="106"/>
        <source>Whole interval</source>
        <translation>Весь интервал</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="106"/>
        <source>Frames</source>
        <translation>Покадровая обработка</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="111"/>
        <source>Run mode</source>
        <translation>Режим прогона</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="112"/>
        <source>Exchange step Δt</source>
        <translation>Шаг обмена Δt</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="68"/>
        <source>The package&apos;s end time</source>
        <translation>Время окончания пакета</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="53"/>
        <source>The last model (%1)</source>
        <translation>Последняя модель (%1)</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="57"/>
        <source>The model of the source that Run simulates</source>
        <translation>Модель исходного текста, которую моделирует «Пуск»</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="58"/>
        <source>Model to run</source>
        <translation>Запускаемая модель</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="76"/>
        <source>CVODE BDF (stiff)</source>
        <translation>CVODE BDF (жёсткие системы)</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="76"/>
        <source>CVODE Adams</source>
        <translation>CVODE Адамс</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="76"/>
        <source>Euler (fixed step)</source>
        <translation>Эйлер (постоянный шаг)</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="76"/>
        <source>Runge–Kutta 4 (fixed step)</source>
        <translation>Рунге — Кутта 4 (постоянный шаг)</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="78"/>
        <source>automatic</source>
        <translation>автоматически</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="79"/>
        <source>The fixed step of Euler and Runge–Kutta 4; the largest step of CVODE</source>
        <translation>Постоянный шаг методов Эйлера и Рунге — Кутты 4; наибольший шаг CVODE</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="81"/>
        <source>relative tolerance × 0.01</source>
        <translation>относительный допуск × 0,01</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="113"/>
        <source>Frame length TK</source>
        <translation>Длина кадра TK</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="118"/>
        <source>Save these settings in the model</source>
        <translation>Сохранить эти настройки в модели</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="120"/>
        <source>Writes them into the document: the experiment annotation of a .mo model, the experiment section of a .hsm document</source>
        <translation>Записывает их в документ: в аннотацию experiment модели .mo, в раздел experiment документа .hsm</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="146"/>
        <source>%1: &apos;%2&apos; is not a number.</source>
        <translation>%1: «%2» — не число.</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="156"/>
        <source>The stop time must be after the start time.</source>
        <translation>Время окончания должно быть больше времени начала.</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="167"/>
        <source>The output interval must be positive and not longer than the run.</source>
        <translation>Интервал вывода должен быть положительным и не длиннее прогона.</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="180"/>
        <source>The step must be positive (or empty: automatic).</source>
        <translation>Шаг должен быть положительным (или пустым: автоматически).</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="189"/>
        <source>The relative tolerance must be between 0 and 1.</source>
        <translation>Относительный допуск должен быть между 0 и 1.</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="199"/>
        <source>The absolute tolerance must be positive (or empty: relative tolerance × 0.01).</source>
        <translation>Абсолютный допуск должен быть положительным (или пустым: относительный допуск × 0,01).</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="212"/>
        <source>Frame length</source>
        <translation>Длина кадра</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="215"/>
        <source>The frame length must be a whole number of exchange steps (Δt = %1).</source>
        <translation>Длина кадра должна быть целым числом шагов обмена (Δt = %1).</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="224"/>
        <source>The run must be a whole number of exchange steps (Δt = %1).</source>
        <translation>Прогон должен состоять из целого числа шагов обмена (Δt = %1).</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExperimentForm</name>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="106"/>
        <source>Experiment</source>
        <translation>Эксперимент</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="107"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="108"/>
        <source>The experiment&apos;s name, unique in the document</source>
        <translation>Имя эксперимента, уникальное в документе</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="111"/>
        <source>Parameter variation</source>
        <translation>Варьирование параметров</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="111"/>
        <source>Monte Carlo</source>
        <translation>Монте-Карло</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="112"/>
        <source>Sensitivity, one at a time</source>
        <translation>Чувствительность, по одному параметру</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="112"/>
        <source>Sensitivity, Morris</source>
        <translation>Чувствительность, метод Морриса</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="115"/>
        <source>Variation: a grid of parameter values. Monte Carlo: replications with parameters drawn from distributions. Sensitivity: the effect of each parameter on each output</source>
        <translation>Варьирование: сетка значений параметров. Монте-Карло: повторения с параметрами, выбранными из распределений. Чувствительность: влияние каждого параметра на каждый показатель</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="118"/>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="119"/>
        <source>Outputs</source>
        <translation>Показатели</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="120"/>
        <source>Run settings</source>
        <translation>Настройки прогонов</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="121"/>
        <source>Replications</source>
        <translation>Повторений</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="122"/>
        <source>Seed</source>
        <translation>Зерно ГСЧ</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="124"/>
        <source>Run i&apos;s random numbers come from (seed, i): any run can be repeated alone</source>
        <translation>Случайные числа прогона i определяются парой (зерно, i): любой прогон можно повторить отдельно</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="125"/>
        <source>Start time</source>
        <translation>Время начала</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="126"/>
        <source>Stop time</source>
        <translation>Время окончания</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="127"/>
        <source>Trajectories r</source>
        <translation>Траекторий r</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="128"/>
        <source>Levels p</source>
        <translation>Уровней p</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="129"/>
        <source>An even number of grid levels of each parameter&apos;s range</source>
        <translation>Чётное число уровней сетки на диапазоне каждого параметра</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="130"/>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="131"/>
        <source>what the experiment asks</source>
        <translation>на какой вопрос отвечает эксперимент</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="132"/>
        <location filename="../ui/experiment/experiment_form.cpp" line="133"/>
        <location filename="../ui/experiment/experiment_form.cpp" line="142"/>
        <location filename="../ui/experiment/experiment_form.cpp" line="143"/>
        <source>the model&apos;s, %1</source>
        <translation>из модели, %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="184"/>
        <source>%1 is empty</source>
        <translation>%1: поле пусто</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="185"/>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1: &apos;%2&apos; — не целое число</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="194"/>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: &apos;%2&apos; — не число</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExperimentPanel</name>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="158"/>
        <source>New</source>
        <translation>Создать</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="159"/>
        <source>Add an experiment to the document</source>
        <translation>Добавить эксперимент в документ</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="160"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="162"/>
        <source>Remove the experiment shown from the document (Edit &gt; Undo brings it back)</source>
        <translation>Удалить показанный эксперимент из документа (Правка &gt; Отменить вернёт его)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="163"/>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="164"/>
        <source>Compile the model on screen and run every run of the experiment</source>
        <translation>Скомпилировать модель с экрана и выполнить все прогоны эксперимента</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="165"/>
        <source>Cancel</source>
        <translation>Прервать</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="167"/>
        <source>Stop the experiment: the runs under way finish, the others do not start</source>
        <translation>Остановить эксперимент: начатые прогоны завершатся, остальные не начнутся</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="168"/>
        <source>Jobs</source>
        <translation>Потоков</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="169"/>
        <source>all cores</source>
        <translation>все ядра</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="173"/>
        <source>How many runs go at the same time (the command line&apos;s --jobs)</source>
        <translation>Сколько прогонов выполняется одновременно (--jobs командной строки)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="174"/>
        <source>The experiments saved in the document</source>
        <translation>Эксперименты, сохранённые в документе</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="255"/>
        <source>An experiment needs a model that compiles:</source>
        <translation>Эксперименту нужна модель, которая компилируется:</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="294"/>
        <source>No experiment could be made for this model:</source>
        <translation>Для этой модели не удалось создать эксперимент:</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="299"/>
        <source>New experiment</source>
        <translation>Новый эксперимент</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="309"/>
        <source>Delete experiment %1</source>
        <translation>Удаление эксперимента %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="337"/>
        <source>Not saved until corrected:</source>
        <translation>Не сохранено, пока не исправлено:</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="344"/>
        <source>Edit experiment %1</source>
        <translation>Изменение эксперимента %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="355"/>
        <source>The experiment needs a name.</source>
        <translation>Эксперименту нужно имя.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="360"/>
        <source>Another experiment of the document is called %1.</source>
        <translation>В документе уже есть эксперимент с именем %1.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="418"/>
        <location filename="../ui/experiment/experiment_panel.cpp" line="451"/>
        <source>Experiments run the model of a single-module document; this one has modules.</source>
        <translation>Эксперименты выполняют модель одномодульного документа, а в этом документе несколько модулей.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="439"/>
        <source>The document has no experiment: New adds one.</source>
        <translation>В документе нет экспериментов: кнопка «Создать» добавит эксперимент.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="445"/>
        <location filename="../ui/experiment/experiment_panel.cpp" line="450"/>
        <source>The experiment does not run:</source>
        <translation>Эксперимент не запускается:</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="611"/>
        <source>None of the runs selected has a trajectory to draw (a failed run has none).</source>
        <translation>Ни у одного из выбранных прогонов нет траектории для построения (у неудачного прогона её нет).</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="133"/>
        <source>The model has errors and does not run:</source>
        <translation>В модели есть ошибки, и она не запускается:</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="134"/>
        <source>The experiment does not fit the model:</source>
        <translation>Эксперимент не соответствует модели:</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="141"/>
        <source>The experiment stopped:</source>
        <translation>Эксперимент остановлен:</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="491"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="491"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="493"/>
        <source>Go on with the runs not started yet</source>
        <translation>Выполнить ещё не начатые прогоны</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="494"/>
        <source>Let the runs under way finish and start no new one</source>
        <translation>Дать начатым прогонам завершиться и не начинать новых</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="506"/>
        <source>Experiment “%1” finished</source>
        <translation>Эксперимент «%1» завершён</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="510"/>
        <location filename="../ui/experiment/experiment_panel.cpp" line="512"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="513"/>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="514"/>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="523"/>
        <source>%1 / %2 runs</source>
        <translation>прогонов: %1 из %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="534"/>
        <source>%1 failed · starting</source>
        <translation>неудачных: %1 · запуск</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="535"/>
        <source>%1 failed · %2 left</source>
        <translation>неудачных: %1 · осталось %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="541"/>
        <source>pausing: the runs under way finish</source>
        <translation>пауза: начатые прогоны завершаются</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="544"/>
        <source>paused · %1 failed</source>
        <translation>пауза · неудачных: %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="547"/>
        <source>cancelling: the runs under way finish</source>
        <translation>прерывание: начатые прогоны завершаются</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="550"/>
        <source>cancelled · %1 failed</source>
        <translation>прервано · неудачных: %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="553"/>
        <source>done in %1 · %2 failed</source>
        <translation>готово за %1 · неудачных: %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="569"/>
        <source>Run %1 of %2</source>
        <translation>Прогон %1 эксперимента %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="531"/>
        <source>checking the experiment against the model</source>
        <translation>проверка эксперимента по модели</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExperimentViews</name>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="179"/>
        <source>Runs</source>
        <translation>Прогоны</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="179"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="179"/>
        <source>Fan chart</source>
        <translation>Веерная диаграмма</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="180"/>
        <source>Scatter</source>
        <translation>Диаграмма рассеяния</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="180"/>
        <source>Histogram</source>
        <translation>Гистограмма</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="180"/>
        <source>Sensitivity</source>
        <translation>Чувствительность</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="184"/>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="185"/>
        <source>Save this view as an image (PNG, SVG, PDF) or its numbers as CSV</source>
        <translation>Сохранить вид как изображение (PNG, SVG, PDF) или его числа в CSV</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="188"/>
        <source>Save the table of runs as CSV (as runs.csv of the command line)</source>
        <translation>Сохранить таблицу прогонов в CSV (как runs.csv командной строки)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="190"/>
        <source>Save the statistics as CSV (as summary.csv of the command line)</source>
        <translation>Сохранить статистику в CSV (как summary.csv командной строки)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="192"/>
        <source>Double-click a run to open it as a simulation you can step; the runs selected are drawn in the fan chart.</source>
        <translation>Двойной щелчок открывает прогон как моделирование, которое можно выполнять по шагам; выделенные прогоны рисуются на веерной диаграмме.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="194"/>
        <source>Open as a Simulation</source>
        <translation>Открыть как моделирование</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="195"/>
        <source>Overlay in the Plot</source>
        <translation>Наложить на график</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="196"/>
        <source>Overlay in Plot</source>
        <translation>Наложить на график</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="198"/>
        <source>Variable</source>
        <translation>Переменная</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="198"/>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="198"/>
        <location filename="../ui/experiment/experiment_views.cpp" line="199"/>
        <source>Output</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="266"/>
        <source>Draw the selected runs&apos; trajectories over the main plot, to compare them with single runs and with each other</source>
        <translation>Нарисовать траектории выбранных прогонов поверх основного графика, чтобы сравнить их с отдельными прогонами и друг с другом</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="268"/>
        <source>This experiment records no trajectories: choose some on its Outputs page to overlay its runs in the plot</source>
        <translation>Этот эксперимент не записывает траекторий: выберите их на странице «Показатели», чтобы наложить прогоны на график</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="274"/>
        <source>run number</source>
        <translation>номер прогона</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="326"/>
        <source>There are no results to export: run the experiment first.</source>
        <translation>Нечего экспортировать: сначала запустите эксперимент.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="331"/>
        <source>A table is saved as CSV: use .csv.</source>
        <translation>Таблица сохраняется в CSV: укажите .csv.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="350"/>
        <source>CSV file (*.csv)</source>
        <translation>Файл CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="351"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf);;CSV file (*.csv)</source>
        <translation>Изображение PNG (*.png);;Изображение SVG (*.svg);;Документ PDF (*.pdf);;Файл CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="353"/>
        <location filename="../ui/experiment/experiment_views.cpp" line="363"/>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExploreView</name>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="112"/>
        <source>Outputs:</source>
        <translation>Выходы:</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="113"/>
        <source>compared at the stop time; empty: every variable</source>
        <translation>сравниваются в момент окончания; пусто — все переменные</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="115"/>
        <source>Variables whose values at the stop time decide whether two orders differ, separated by commas</source>
        <translation>Переменные через запятую, по значениям которых в момент окончания решается, различаются ли два порядка</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="117"/>
        <source>Orders per instant:</source>
        <translation>Порядков на момент:</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="119"/>
        <source>Every order of an instant&apos;s items is tried when there are at most this many; else eight random ones</source>
        <translation>Если порядков не больше этого числа, проверяются все порядки элементов момента; иначе — восемь случайных</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="121"/>
        <source>Events too</source>
        <translation>И события</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="123"/>
        <source>Two orders also differ when the events after the instant differ (other elements, or the same at other times)</source>
        <translation>Два порядка различаются и тогда, когда различаются события после момента (другие элементы или те же в другие моменты времени)</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="125"/>
        <source>Explore</source>
        <translation>Исследовать</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="126"/>
        <source>Show Both in Plots</source>
        <translation>Показать оба на графиках</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="127"/>
        <source>Step into the Run&apos;s Order</source>
        <translation>Войти в порядок расчёта</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="128"/>
        <source>Step into the Other Order</source>
        <translation>Войти в другой порядок</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="130"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="130"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="130"/>
        <source>Run&apos;s order</source>
        <translation>Порядок расчёта</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="130"/>
        <source>Other order</source>
        <translation>Другой порядок</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="130"/>
        <source>Difference</source>
        <translation>Различие</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="168"/>
        <source>Exploring the orders of simultaneous events…</source>
        <translation>Исследуются порядки одновременных событий…</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="185"/>
        <source>The model could not be explored.</source>
        <translation>Не удалось исследовать модель.</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="203"/>
        <source>Exploring: the model runs from its start, then each other order of every instant with simultaneous items…</source>
        <translation>Идёт исследование: модель рассчитывается с начала, затем каждый другой порядок каждого момента с одновременными элементами…</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="209"/>
        <source>Explore runs the model and tries the other orders of every instant at which two or more items are current together.</source>
        <translation>«Исследовать» рассчитывает модель и пробует другие порядки в каждый момент, когда текущими одновременно становятся два элемента или больше.</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="215"/>
        <source>No instant has two or more current items: the order cannot matter.</source>
        <translation>Ни в один момент не было двух или более текущих элементов: порядок не может иметь значения.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/explore_view.cpp" line="217"/>
        <source>Checked %n instant(s) with simultaneous items, %1 other orders: the outcome is the same in every order.</source>
        <translation>
            <numerusform>Проверен %n момент с одновременными элементами, других порядков: %1; результат одинаков при любом порядке.</numerusform>
            <numerusform>Проверено %n момента с одновременными элементами, других порядков: %1; результат одинаков при любом порядке.</numerusform>
            <numerusform>Проверено %n моментов с одновременными элементами, других порядков: %1; результат одинаков при любом порядке.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/explore_view.cpp" line="222"/>
        <source>The order matters at %n instant(s) (of %1 checked, %2 other orders run). Open one to see both orders in the plots.</source>
        <translation>
            <numerusform>Порядок важен в %n момент (из %1 проверенных, рассчитано других порядков: %2). Откройте момент, чтобы увидеть оба порядка на графиках.</numerusform>
            <numerusform>Порядок важен в %n момента (из %1 проверенных, рассчитано других порядков: %2). Откройте момент, чтобы увидеть оба порядка на графиках.</numerusform>
            <numerusform>Порядок важен в %n моментов (из %1 проверенных, рассчитано других порядков: %2). Откройте момент, чтобы увидеть оба порядка на графиках.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="228"/>
        <source>%1 instants were not checked (the limit or the history&apos;s memory).</source>
        <translation>Не проверено моментов: %1 (ограничение числа или памяти истории).</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="272"/>
        <source>Running both orders of t = %1…</source>
        <translation>Рассчитываются оба порядка момента t = %1…</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="284"/>
        <source>The orders could not be run: %1</source>
        <translation>Не удалось рассчитать порядки: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="288"/>
        <source>run&apos;s order %1</source>
        <translation>порядок расчёта %1</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="289"/>
        <source>other order %1</source>
        <translation>другой порядок %1</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="296"/>
        <source>Both orders of t = %1 are in the plots: %2</source>
        <translation>Оба порядка момента t = %1 на графиках: %2</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="314"/>
        <source>At t = %1 with the order %2 planned: Step runs its items one by one</source>
        <translation>Расчёт в момент t = %1, запланирован порядок %2: «Шаг» выполняет его элементы по одному</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="319"/>
        <source>The run does not reach the instant t = %1 with these items; explore the model on screen again</source>
        <translation>Расчёт не доходит до момента t = %1 с этими элементами; исследуйте модель с экрана заново</translation>
    </message>
</context>
<context>
    <name>hs::ui::FindBar</name>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="93"/>
        <source>Not found</source>
        <translation>Не найдено</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="118"/>
        <source>Replaced: %1</source>
        <translation>Заменено: %1</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="141"/>
        <source>Find</source>
        <translation>Найти</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="142"/>
        <source>Replace with</source>
        <translation>Заменить на</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="143"/>
        <source>Match case</source>
        <translation>Учитывать регистр</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="144"/>
        <source>Whole words</source>
        <translation>Слова целиком</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="145"/>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="146"/>
        <source>Previous</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="147"/>
        <source>Replace</source>
        <translation>Заменить</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="148"/>
        <source>Replace all</source>
        <translation>Заменить все</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="149"/>
        <source>Close (Esc)</source>
        <translation>Закрыть (Esc)</translation>
    </message>
</context>
<context>
    <name>hs::ui::HistoryModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="233"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="234"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="235"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="236"/>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="237"/>
        <source>Detail</source>
        <translation>Детали</translation>
    </message>
</context>
<context>
    <name>hs::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="247"/>
        <location filename="../ui/window/main_window.cpp" line="499"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="247"/>
        <location filename="../ui/window/main_window.cpp" line="499"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="248"/>
        <location filename="../ui/window/main_window.cpp" line="500"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="248"/>
        <location filename="../ui/window/main_window.cpp" line="500"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="295"/>
        <source>Add statechart</source>
        <translation>Добавить диаграмму состояний</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="486"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="487"/>
        <source>&amp;Simulation</source>
        <translation>&amp;Моделирование</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="488"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="489"/>
        <source>Equations</source>
        <translation>Уравнения</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="491"/>
        <source>Add &amp;Statechart</source>
        <translation>Добавить &amp;диаграмму состояний</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="491"/>
        <source>Add a statechart to the module shown</source>
        <translation>Добавить диаграмму состояний в показанный модуль</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="492"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="493"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="494"/>
        <source>&amp;Preferences</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="495"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="497"/>
        <source>Recent &amp;Files</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="503"/>
        <source>Undo the last drawing edit</source>
        <translation>Отменить последнюю правку диаграммы</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="504"/>
        <source>Redo the last undone drawing edit</source>
        <translation>Повторить последнюю отменённую правку диаграммы</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="512"/>
        <source>&amp;New</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="513"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="514"/>
        <source>&amp;Save</source>
        <translation>Со&amp;хранить</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="515"/>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="516"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="517"/>
        <source>&amp;Run</source>
        <translation>&amp;Пуск</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="517"/>
        <source>Run the simulation</source>
        <translation>Запустить моделирование</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="518"/>
        <source>&amp;Pause</source>
        <translation>П&amp;ауза</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="518"/>
        <source>Pause the running simulation</source>
        <translation>Приостановить моделирование</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="519"/>
        <source>S&amp;tep</source>
        <translation>&amp;Шаг</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="520"/>
        <source>Step &amp;Back</source>
        <translation>Шаг &amp;назад</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="521"/>
        <source>Run &amp;Until…</source>
        <translation>Выполнить &amp;до…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="521"/>
        <source>Run until a time, an event number or an element&apos;s next event</source>
        <translation>Выполнять до заданного времени, номера события или следующего события элемента</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="522"/>
        <source>St&amp;op</source>
        <translation>&amp;Стоп</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="522"/>
        <source>End the run</source>
        <translation>Завершить прогон</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="523"/>
        <source>R&amp;eset</source>
        <translation>С&amp;брос</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="523"/>
        <source>Compile the model again and restart from the beginning</source>
        <translation>Перекомпилировать модель и начать сначала</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="524"/>
        <source>&amp;Experiment Settings…</source>
        <translation>Настройки &amp;эксперимента…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="525"/>
        <source>New &amp;Plot</source>
        <translation>Новый &amp;график</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="527"/>
        <source>&amp;Examples…</source>
        <translation>&amp;Примеры…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="528"/>
        <source>&amp;About HybridStudio</source>
        <translation>&amp;О программе HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="529"/>
        <source>Run</source>
        <translation>Выполнение</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="533"/>
        <source>Virtual time</source>
        <translation>Виртуальное время</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="534"/>
        <source>Real time ×%1</source>
        <translation>Реальное время ×%1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="537"/>
        <source>Virtual time runs as fast as possible; real time follows the wall clock</source>
        <translation>Виртуальное время идёт с максимальной скоростью; реальное — по системным часам</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="547"/>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_documents.cpp" line="151"/>
        <source>Diagram</source>
        <translation>Схема</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="645"/>
        <source>1 run overlaid in the plot; its context menu removes it</source>
        <translation>1 прогон наложен на график; убрать его можно в контекстном меню графика</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/main_window.cpp" line="646"/>
        <source>%n runs overlaid in the plot; its context menu removes them</source>
        <translation>
            <numerusform>%n прогон наложен на график; убрать их можно в контекстном меню графика</numerusform>
            <numerusform>%n прогона наложены на график; убрать их можно в контекстном меню графика</numerusform>
            <numerusform>%n прогонов наложено на график; убрать их можно в контекстном меню графика</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="227"/>
        <source>Variables</source>
        <translation>Переменные</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="548"/>
        <source>Plot</source>
        <translation>График</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="121"/>
        <source>%1[*] — HybridStudio</source>
        <translation>%1[*] — HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="121"/>
        <source>untitled</source>
        <translation>без имени</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_documents.cpp" line="149"/>
        <source>Module diagram</source>
        <translation>Схема модулей</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_documents.cpp" line="153"/>
        <source>Compare modes</source>
        <translation>Сравнение режимов</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_documents.cpp" line="155"/>
        <source>Package timeline</source>
        <translation>Временная диаграмма пакета</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="212"/>
        <source>Modules</source>
        <translation>Модули</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="218"/>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="232"/>
        <source>Statecharts</source>
        <translation>Диаграммы состояний</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="240"/>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="284"/>
        <source>t = —</source>
        <translation>t = —</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="285"/>
        <source>events: 0</source>
        <translation>событий: 0</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="286"/>
        <location filename="../ui/window/main_window_run.cpp" line="349"/>
        <source>— events/s</source>
        <translation>— событий/с</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="287"/>
        <source>no model</source>
        <translation>нет модели</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="340"/>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="342"/>
        <source>events: %1</source>
        <translation>событий: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/main_window_run.cpp" line="347"/>
        <source>%n events/s · %1 s/s</source>
        <translation>
            <numerusform>%n событие/с · %1 с/с</numerusform>
            <numerusform>%n события/с · %1 с/с</numerusform>
            <numerusform>%n событий/с · %1 с/с</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="198"/>
        <source>Plot %1</source>
        <translation>График %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="584"/>
        <source>Event number</source>
        <translation>Номер события</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="227"/>
        <source>Open Model</source>
        <translation>Открыть модель</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="228"/>
        <source>HybridStudio models (*.hsm *.mo);;All files (*)</source>
        <translation>Модели HybridStudio (*.hsm *.mo);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="660"/>
        <source>About HybridStudio</source>
        <translation>О программе HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="661"/>
        <source>&lt;b&gt;HybridStudio&lt;/b&gt;&lt;p&gt;A modeling IDE for hybrid simulation: statecharts, events and equations with exactly located state events, run by one engine whose event queue you can watch and step through.&lt;/p&gt;</source>
        <translation>&lt;b&gt;HybridStudio&lt;/b&gt;&lt;p&gt;Среда гибридного моделирования: диаграммы состояний, события и уравнения с точно локализуемыми событиями по состоянию — всё выполняется одним движком, очередь событий которого можно наблюдать и проходить по шагам.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="540"/>
        <source>Lock-step</source>
        <translation>Пошаговый прогон</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="540"/>
        <source>Whole interval</source>
        <translation>Весь интервал</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="540"/>
        <source>Frames</source>
        <translation>Покадровая обработка</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="505"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="146"/>
        <source>The simulation process stopped; your model is safe. Messages says why.</source>
        <translation>Процесс моделирования остановился; ваша модель не пострадала. Причина — в панели «Сообщения».</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="506"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="507"/>
        <source>&amp;Paste</source>
        <translation>Вст&amp;авить</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="508"/>
        <source>&amp;Find…</source>
        <translation>&amp;Найти…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="509"/>
        <source>R&amp;eplace…</source>
        <translation>&amp;Заменить…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="510"/>
        <source>Find &amp;Next</source>
        <translation>Найти &amp;далее</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="511"/>
        <source>Find Pre&amp;vious</source>
        <translation>Найти &amp;ранее</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="519"/>
        <source>Run exactly one event step (a frame of a network, a round of a package)</source>
        <translation>Выполнить ровно один событийный шаг (кадр сети модулей, круг синхронизации пакета)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="520"/>
        <source>Restore the state before the last step</source>
        <translation>Восстановить состояние до последнего шага</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="526"/>
        <source>User &amp;Guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="542"/>
        <source>How the modules of the network run: one exchange per step, each module once over the whole interval, or one exchange per frame (Experiment Settings sets the frame length)</source>
        <translation>Как выполняется прогон модулей сети: обмен на каждом шаге Δt, каждый модуль один раз на всём интервале или обмен раз в кадр (длина кадра задаётся в настройках эксперимента)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="544"/>
        <source>modified — Run restarts</source>
        <translation>изменено — запуск начнёт заново</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="545"/>
        <source>The model on screen differs from the run loaded: Run, Step and Run Until compile it again and start from the initial state</source>
        <translation>Модель на экране отличается от загруженной: «Запуск», «Шаг» и «Выполнить до» заново компилируют её и начинают с начального состояния</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="94"/>
        <source>t = %1 … %2 s</source>
        <translation>t = %1 … %2 с</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="135"/>
        <source>The model has errors and does not run; see Messages.</source>
        <translation>В модели есть ошибки, она не запускается; см. «Сообщения».</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="137"/>
        <source>see Messages</source>
        <translation>см. «Сообщения»</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="287"/>
        <source>starting</source>
        <translation>запуск</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="343"/>
        <source>frame %1</source>
        <translation>кадр %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="344"/>
        <source>round %1</source>
        <translation>круг %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="350"/>
        <source>Event steps per second of wall-clock time, and model seconds per second</source>
        <translation>Событийных шагов за секунду реального времени и модельных секунд за секунду</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="352"/>
        <source>at a breakpoint</source>
        <translation>в точке останова</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="470"/>
        <source>The next Run starts the network again in this mode</source>
        <translation>Следующий запуск начнёт прогон сети заново в этом режиме</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="582"/>
        <source>Frame number</source>
        <translation>Номер кадра</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="583"/>
        <source>Round number</source>
        <translation>Номер круга синхронизации</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="549"/>
        <source>Experiments</source>
        <translation>Эксперименты</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="629"/>
        <source>%1 — Step (F10) runs it event by event, Run (F5) to the end</source>
        <translation>%1 — «Шаг» (F10) выполняет его по событиям, «Пуск» (F5) — до конца</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="100"/>
        <source>Stopped at a breakpoint: %1</source>
        <translation>Остановлено в точке останова: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="124"/>
        <source>Line %1 holds no equation or relation of the compiled model</source>
        <translation>В строке %1 нет уравнения или отношения скомпилированной модели</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="164"/>
        <source>Running the model to explain…</source>
        <translation>Прогон модели для объяснения…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="182"/>
        <source>Why did it fire?</source>
        <translation>Почему это сработало?</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="195"/>
        <source>At t = %1</source>
        <translation>При t = %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="198"/>
        <source>The run from its start to t = %1, where the run is now.</source>
        <translation>Прогон от начала до t = %1, где он сейчас находится.</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="200"/>
        <source>The whole run, from its start to its stop time.</source>
        <translation>Весь прогон, от начала до времени окончания.</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="206"/>
        <source>No answer: the model could not be run.</source>
        <translation>Ответа нет: модель не удалось выполнить.</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="303"/>
        <source>Toggle &amp;Breakpoint</source>
        <translation>&amp;Точка останова</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="304"/>
        <source>Set or clear a breakpoint on the caret&apos;s line (F9)</source>
        <translation>Поставить или снять точку останова в строке курсора (F9)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="307"/>
        <source>Structure</source>
        <translation>Структура</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="309"/>
        <source>Explore Orders</source>
        <translation>Исследование порядков</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="310"/>
        <source>Compare Runs</source>
        <translation>Сравнение расчётов</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="312"/>
        <source>E&amp;xplore Orders</source>
        <translation>&amp;Исследовать порядки</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="314"/>
        <source>Find the instants where the order of simultaneous events changes the outcome</source>
        <translation>Найти моменты, в которых порядок одновременных событий меняет результат</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="318"/>
        <source>Co&amp;mpare Runs</source>
        <translation>&amp;Сравнить расчёты</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="319"/>
        <source>Align two runs event by event and show where they part</source>
        <translation>Сопоставить два расчёта событие за событием и показать, где они расходятся</translation>
    </message>
</context>
<context>
    <name>hs::ui::MessagesModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="263"/>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="263"/>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="263"/>
        <source>note</source>
        <translation>примечание</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="272"/>
        <source> (t = %1)</source>
        <translation> (t = %1)</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="295"/>
        <source>Severity</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="296"/>
        <source>Location</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="297"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
</context>
<context>
    <name>hs::ui::ModelicaLexer</name>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="381"/>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="382"/>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="383"/>
        <source>Keyword</source>
        <translation>Ключевое слово</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="384"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="385"/>
        <source>Built-in function</source>
        <translation>Встроенная функция</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="386"/>
        <source>Number</source>
        <translation>Число</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="387"/>
        <source>String</source>
        <translation>Строка</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="388"/>
        <source>Operator</source>
        <translation>Оператор</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="389"/>
        <source>Identifier</source>
        <translation>Идентификатор</translation>
    </message>
</context>
<context>
    <name>hs::ui::ModuleDiagramEditor</name>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="204"/>
        <location filename="../ui/diagram/module_diagram.cpp" line="455"/>
        <source>Run mode</source>
        <translation>Режим прогона</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="244"/>
        <source>Package settings</source>
        <translation>Настройки пакета</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="321"/>
        <source>error: </source>
        <translation>ошибка: </translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="322"/>
        <source>warning: </source>
        <translation>предупреждение: </translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="350"/>
        <location filename="../ui/diagram/module_diagram.cpp" line="451"/>
        <source>The network is consistent.</source>
        <translation>Сеть модулей согласована.</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="365"/>
        <source>A package needs at least one project: the last one is not deleted.</source>
        <translation>Пакету нужен хотя бы один проект: последний не удаляется.</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="369"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="429"/>
        <source>Blocks (double-click or drag):</source>
        <translation>Блоки (двойной щелчок или перетаскивание):</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="430"/>
        <source>model (equations)</source>
        <translation>модель (уравнения)</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="453"/>
        <source>Block</source>
        <translation>Блок</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="454"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="456"/>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="457"/>
        <source>Exchange step Δt</source>
        <translation>Шаг обмена Δt</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="458"/>
        <source>Frame TK</source>
        <translation>Длина кадра TK</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="459"/>
        <source>Package</source>
        <translation>Пакет</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="460"/>
        <source>End time</source>
        <translation>Время окончания</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="461"/>
        <source>Signals</source>
        <translation>Режим записи сигналов</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="462"/>
        <source>Results only at sync steps</source>
        <translation>Сохранять результаты только на шагах синхронизации</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="464"/>
        <source>Compare modes…</source>
        <translation>Сравнить режимы…</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="465"/>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="465"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="466"/>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="466"/>
        <source>Min step</source>
        <translation>Мин. шаг</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="466"/>
        <source>Max step</source>
        <translation>Макс. шаг</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="466"/>
        <source>Sync step</source>
        <translation>Шаг синхронизации</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="466"/>
        <source>Active</source>
        <translation>Активен</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="470"/>
        <source>Lock-step</source>
        <translation>Пошаговый прогон</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="470"/>
        <source>Whole interval</source>
        <translation>Весь интервал</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="470"/>
        <source>Frames</source>
        <translation>Покадровая обработка</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="472"/>
        <source>Deferred to the sync step</source>
        <translation>Отложенная на шаг синхронизации</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="472"/>
        <source>Immediate</source>
        <translation>Сразу после расчёта</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="491"/>
        <source>Library block: %1</source>
        <translation>Библиотечный блок: %1</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="492"/>
        <source>Model module (double-click to edit its equations)</source>
        <translation>Модуль-модель (двойной щелчок — править уравнения)</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="565"/>
        <source>“%1” cannot name a module: a module name is a free identifier (letters, digits, &apos;_&apos;).</source>
        <translation>«%1» не может быть именем модуля: имя модуля — свободный идентификатор (буквы, цифры, &apos;_&apos;).</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="570"/>
        <source>Rename %1</source>
        <translation>Переименовать %1</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="592"/>
        <source>%1 = %2 is not taken: a parameter is a name used once in the block (letters, digits, &apos;_&apos;) with a finite number, a list of them or a text.</source>
        <translation>%1 = %2 не принято: параметр — имя, встречающееся в блоке один раз (буквы, цифры, &apos;_&apos;), с конечным числом, списком чисел или текстом.</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="598"/>
        <source>Edit parameter %1</source>
        <translation>Изменить параметр %1</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="621"/>
        <source>“%1” is not taken: a step must be a positive number.</source>
        <translation>«%1» не принято: шаг должен быть положительным числом.</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="626"/>
        <source>Project settings</source>
        <translation>Настройки проекта</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="463"/>
        <source>Write signals only at the sync step</source>
        <translation>Записывать сигналы только на шаге синхронизации</translation>
    </message>
</context>
<context>
    <name>hs::ui::ModuleScene</name>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="120"/>
        <source>equations</source>
        <translation>уравнения</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="121"/>
        <source>statechart</source>
        <translation>диаграмма состояний</translation>
    </message>
</context>
<context>
    <name>hs::ui::OutputEditor</name>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="55"/>
        <source>Final value</source>
        <translation>Конечное значение</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="57"/>
        <source>Minimum</source>
        <translation>Минимум</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="59"/>
        <source>Maximum</source>
        <translation>Максимум</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="61"/>
        <source>Mean over time</source>
        <translation>Среднее по времени</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="63"/>
        <source>Value at a time</source>
        <translation>Значение в момент времени</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="65"/>
        <source>Time of the first event</source>
        <translation>Время первого события</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="67"/>
        <source>Number of events</source>
        <translation>Число событий</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="69"/>
        <location filename="../ui/experiment/output_editor.cpp" line="205"/>
        <source>Expression</source>
        <translation>Выражение</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="197"/>
        <source>Output</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="197"/>
        <source>Of</source>
        <translation>Что</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="198"/>
        <source>Add output</source>
        <translation>Добавить показатель</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="199"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="200"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="201"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="202"/>
        <source>Variable</source>
        <translation>Переменная</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="203"/>
        <source>At time</source>
        <translation>В момент</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="204"/>
        <source>Element</source>
        <translation>Элемент</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="206"/>
        <source>A when-condition as the history shows it (h &lt; 0), a transition (chart.T1) or an event</source>
        <translation>Условие when, как его показывает история (h &lt; 0), переход (chart.T1) или событие</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="208"/>
        <source>every event step</source>
        <translation>каждый событийный шаг</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="209"/>
        <source>of final values and earlier outputs, e.g. h_final / h0</source>
        <translation>от конечных значений и предыдущих показателей, например h_final / h0</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="210"/>
        <source>The output&apos;s column in the results: letters, digits and _</source>
        <translation>Столбец показателя в результатах: буквы, цифры и _</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="215"/>
        <source>Trajectories</source>
        <translation>Траектории</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="217"/>
        <source>Variables kept over time from every run, for the fan chart</source>
        <translation>Переменные, сохраняемые во времени в каждом прогоне, для веерной диаграммы</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="218"/>
        <source>Grid step</source>
        <translation>Шаг сетки</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="219"/>
        <source>output interval</source>
        <translation>интервал вывода</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="278"/>
        <source>every event</source>
        <translation>все события</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="280"/>
        <source>%1 at t = %2</source>
        <translation>%1 при t = %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="321"/>
        <source>%1: the time is empty</source>
        <translation>%1: не задано время</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="322"/>
        <source>%1: the time &apos;%2&apos; is not a number</source>
        <translation>%1: время &apos;%2&apos; — не число</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="340"/>
        <source>Trajectories: the grid step &apos;%1&apos; is not a number</source>
        <translation>Траектории: шаг сетки &apos;%1&apos; — не число</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="375"/>
        <location filename="../ui/experiment/output_editor.cpp" line="386"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>hs::ui::PackageView</name>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="105"/>
        <source>The package cannot start:</source>
        <translation>Не удаётся запустить пакет:</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="105"/>
        <source>This document has no package.</source>
        <translation>В этом документе нет пакета.</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="110"/>
        <source>Round %1, package time %2</source>
        <translation>Круг %1, время пакета %2</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="111"/>
        <source> — finished</source>
        <translation> — завершено</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="112"/>
        <source> — failed</source>
        <translation> — сбой</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="123"/>
        <source>sync step %1</source>
        <translation>шаг синхронизации %1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="138"/>
        <source>Step round</source>
        <translation>Следующий круг</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="140"/>
        <source>Run to the end</source>
        <translation>Рассчитать до конца</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="142"/>
        <source>Reset</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="144"/>
        <source>Bars: each project&apos;s computation in a round. Crosses: a project ahead of the package time skips the round. Vertical lines: the package time after each round. Dots: signals read at the start of a cycle — from the past, or from the producer&apos;s future (immediate writes).</source>
        <translation>Полосы: расчёт каждого проекта на круге синхронизации. Крестики: проект, опережающий время пакета, пропускает цикл расчёта. Вертикальные линии: время пакета после каждого круга. Точки: сигналы, прочитанные в начале цикла, — из прошлого или из будущего источника (запись сразу после расчёта).</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="147"/>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="147"/>
        <source>Model time</source>
        <translation>Модельное время</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="147"/>
        <source>Synchronisation</source>
        <translation>Синхронизация</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="106"/>
        <source>Not started: press Reset or Step.</source>
        <translation>Не запущен: нажмите «Сброс» или «Следующий круг».</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="113"/>
        <source> — stopped</source>
        <translation> — остановлен</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="139"/>
        <source>Compute one round of the package (Step, F10)</source>
        <translation>Рассчитать один круг синхронизации (Шаг, F10)</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="141"/>
        <source>Compute the rounds up to the end time (Run, F5)</source>
        <translation>Рассчитать круги до времени окончания (Запуск, F5)</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="143"/>
        <source>Start the package again from its initial state (Reset, Ctrl+R)</source>
        <translation>Начать расчёт пакета заново с начального состояния (Сброс, Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>hs::ui::ParameterEditor</name>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="147"/>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="147"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="187"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="203"/>
        <source>Values</source>
        <translation>Значения</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="148"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="149"/>
        <source>Add the parameter chosen on the left to the experiment</source>
        <translation>Добавить в эксперимент параметр, выбранный слева</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="150"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="151"/>
        <source>Values as</source>
        <translation>Значения заданы как</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="152"/>
        <source>Distribution</source>
        <translation>Распределение</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="155"/>
        <source>List</source>
        <translation>Список</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="155"/>
        <source>Range with a step</source>
        <translation>Диапазон с шагом</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="155"/>
        <source>Range with a number of points</source>
        <translation>Диапазон с числом точек</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="156"/>
        <source>Logarithmic range</source>
        <translation>Логарифмический диапазон</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="161"/>
        <source>Uniform</source>
        <translation>Равномерное</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="161"/>
        <source>Normal</source>
        <translation>Нормальное</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="161"/>
        <source>Lognormal</source>
        <translation>Логнормальное</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="161"/>
        <source>Triangular</source>
        <translation>Треугольное</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="161"/>
        <source>Discrete</source>
        <translation>Дискретное</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="164"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="166"/>
        <source>numbers separated by spaces</source>
        <translation>числа через пробел</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="167"/>
        <source>equal</source>
        <translation>равные</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="168"/>
        <source>1 % of the base value</source>
        <translation>1 % от базового значения</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="169"/>
        <source>The mean of the logarithm of the value</source>
        <translation>Среднее логарифма значения</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="171"/>
        <source>The standard deviation of the logarithm of the value</source>
        <translation>Стандартное отклонение логарифма значения</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="179"/>
        <source>From</source>
        <translation>От</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="181"/>
        <source>To</source>
        <translation>До</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="183"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="185"/>
        <source>Points</source>
        <translation>Точек</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="189"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="211"/>
        <source>Min</source>
        <translation>Мин.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="191"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="213"/>
        <source>Max</source>
        <translation>Макс.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="193"/>
        <source>Mode</source>
        <translation>Мода</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="195"/>
        <source>Mean</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="197"/>
        <source>Standard deviation</source>
        <translation>Стандартное отклонение</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="199"/>
        <source>μ of the logarithm</source>
        <translation>μ логарифма</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="201"/>
        <source>σ of the logarithm</source>
        <translation>σ логарифма</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="205"/>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="207"/>
        <source>Base value</source>
        <translation>Базовое значение</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="209"/>
        <source>Step δ</source>
        <translation>Приращение δ</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="334"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="356"/>
        <source>%1: %2 is empty</source>
        <translation>%1: поле «%2» пусто</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="342"/>
        <source>%1: %2: &apos;%3&apos; is not a number</source>
        <translation>%1: %2: &apos;%3&apos; — не число</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="350"/>
        <source>%1: %2: &apos;%3&apos; is not a list of numbers</source>
        <translation>%1: %2: &apos;%3&apos; — не список чисел</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="365"/>
        <source>%1: %2: &apos;%3&apos; is not a whole number</source>
        <translation>%1: %2: &apos;%3&apos; — не целое число</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="442"/>
        <source>%1 … %2, step %3</source>
        <translation>%1 … %2, шаг %3</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="444"/>
        <source>%1 … %2, %3 points</source>
        <translation>%1 … %2, точек: %3</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="447"/>
        <source>%1 … %2, %3 points, logarithmic</source>
        <translation>%1 … %2, точек: %3, логарифмически</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="454"/>
        <source>uniform %1 … %2</source>
        <translation>равномерное %1 … %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="456"/>
        <source>normal, mean %1, sd %2</source>
        <translation>нормальное, среднее %1, ст. откл. %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="458"/>
        <source>lognormal, μ %1, σ %2</source>
        <translation>логнормальное, μ %1, σ %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="460"/>
        <source>triangular %1 … %2 … %3</source>
        <translation>треугольное %1 … %2 … %3</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="463"/>
        <source>one of %1</source>
        <translation>одно из %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="468"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="469"/>
        <source>base %1, δ %2</source>
        <translation>база %1, δ %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="470"/>
        <source>the model&apos;s</source>
        <translation>из модели</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="471"/>
        <source>1 %</source>
        <translation>1 %</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="508"/>
        <source>No parameter chosen</source>
        <translation>Параметр не выбран</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="519"/>
        <source>the model&apos;s value</source>
        <translation>значение из модели</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="523"/>
        <source>the model&apos;s value, %1</source>
        <translation>значение из модели, %1</translation>
    </message>
</context>
<context>
    <name>hs::ui::PlotWidget</name>
    <message>
        <location filename="../ui/plot/plot_draw.cpp" line="81"/>
        <location filename="../ui/plot/plot_draw.cpp" line="232"/>
        <source>time</source>
        <translation>время</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_draw.cpp" line="114"/>
        <source>previous run</source>
        <translation>предыдущий прогон</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_draw.cpp" line="228"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_draw.cpp" line="404"/>
        <location filename="../ui/plot/plot_widget.cpp" line="237"/>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_draw.cpp" line="412"/>
        <location filename="../ui/plot/plot_widget.cpp" line="243"/>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="158"/>
        <source>Reset zoom</source>
        <translation>Сбросить масштаб</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="160"/>
        <source>Crosshair</source>
        <translation>Перекрестие</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="165"/>
        <source>Export image…</source>
        <translation>Экспорт изображения…</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="167"/>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="169"/>
        <source>Copy image</source>
        <translation>Копировать изображение</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="189"/>
        <source>Keep this run in the plot</source>
        <translation>Оставить этот прогон на графике</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="200"/>
        <source>Overlaid runs</source>
        <translation>Наложенные прогоны</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="204"/>
        <source>Remove “%1”</source>
        <translation>Убрать «%1»</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="212"/>
        <source>Remove all overlaid runs</source>
        <translation>Убрать все наложенные прогоны</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="220"/>
        <source>Remove variable</source>
        <translation>Убрать переменную</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="77"/>
        <location filename="../ui/plot/plot_export.cpp" line="103"/>
        <location filename="../ui/plot/plot_export.cpp" line="116"/>
        <source>Export image</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="104"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>Изображение PNG (*.png);;Изображение SVG (*.svg);;Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="120"/>
        <location filename="../ui/plot/plot_export.cpp" line="125"/>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="121"/>
        <source>CSV file (*.csv)</source>
        <translation>Файл CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="209"/>
        <source>run kept at %1</source>
        <translation>прогон, оставленный в %1</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="245"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="156"/>
        <location filename="../ui/plot/plot_export.cpp" line="158"/>
        <location filename="../ui/plot/plot_export.cpp" line="164"/>
        <location filename="../ui/plot/plot_export.cpp" line="177"/>
        <location filename="../ui/plot/plot_export.cpp" line="183"/>
        <location filename="../ui/plot/plot_export.cpp" line="200"/>
        <location filename="../ui/plot/plot_export.cpp" line="224"/>
        <location filename="../ui/plot/plot_export.cpp" line="243"/>
        <location filename="../ui/plot/plot_export.cpp" line="248"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="170"/>
        <location filename="../ui/plot/plot_export.cpp" line="188"/>
        <source>HybridStudio plot</source>
        <translation>График HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="173"/>
        <location filename="../ui/plot/plot_export.cpp" line="194"/>
        <source>Cannot write %1</source>
        <translation>Не удаётся записать %1</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="203"/>
        <source>Unsupported image format &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation>Неподдерживаемый формат изображения «%1»: используйте .png, .svg или .pdf.</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="211"/>
        <source>There are no results to export.</source>
        <translation>Нет результатов для экспорта.</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="220"/>
        <source>None of the plotted variables has results.</source>
        <translation>Ни у одной переменной на графике нет результатов.</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="174"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="89"/>
        <location filename="../ui/plot/plot_export.cpp" line="90"/>
        <source> px</source>
        <translation> пикс.</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="91"/>
        <source> dpi</source>
        <translation> точек/дюйм</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="92"/>
        <source>Width</source>
        <translation>Ширина</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="93"/>
        <source>Height</source>
        <translation>Высота</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="94"/>
        <source>Resolution</source>
        <translation>Разрешение</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="172"/>
        <source>X axis</source>
        <translation>Ось X</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="198"/>
        <source>Remove the previous run</source>
        <translation>Убрать предыдущий прогон</translation>
    </message>
</context>
<context>
    <name>hs::ui::QueueModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="55"/>
        <source>selected</source>
        <translation>выбранное</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="56"/>
        <source>enabled</source>
        <translation>разрешённое</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="57"/>
        <source>scheduled</source>
        <translation>запланированное</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="58"/>
        <source>pending</source>
        <translation>ожидающее</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="66"/>
        <source>initial</source>
        <translation>начальное</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="67"/>
        <source>time</source>
        <translation>по времени</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="68"/>
        <source>state</source>
        <translation>по состоянию</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="69"/>
        <source>sample</source>
        <translation>периодическое</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="70"/>
        <source>terminal</source>
        <translation>завершающее</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="71"/>
        <source>transition</source>
        <translation>переход</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="72"/>
        <source>event</source>
        <translation>событие</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="73"/>
        <source>message</source>
        <translation>сообщение</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="136"/>
        <source>Current: can run now. Right-click to run it next.</source>
        <translation>Текущее: может выполниться сейчас. Щёлкните правой кнопкой, чтобы выполнить его следующим.</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="150"/>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="151"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="152"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="153"/>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="154"/>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="155"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="59"/>
        <source>not armed</source>
        <translation>не взведено</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="130"/>
        <source>%1: the current value of the crossing function; the condition becomes true when it rises through 0</source>
        <translation>%1: текущее значение функции пересечения нуля (функции переключения); условие становится истинным, когда она переходит через 0 снизу вверх</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="156"/>
        <source>Module</source>
        <translation>Модуль</translation>
    </message>
</context>
<context>
    <name>hs::ui::ResultChartView</name>
    <message>
        <location filename="../ui/experiment/result_chart_view.cpp" line="126"/>
        <location filename="../ui/experiment/result_chart_view.cpp" line="249"/>
        <location filename="../ui/experiment/result_chart_view.cpp" line="273"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_chart_view.cpp" line="247"/>
        <source>Unsupported image format &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation>Неподдерживаемый формат изображения &quot;%1&quot;: используйте .png, .svg или .pdf.</translation>
    </message>
</context>
<context>
    <name>hs::ui::ResultCharts</name>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="46"/>
        <source>5–95 %</source>
        <translation>5–95 %</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="49"/>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="55"/>
        <source>time, s</source>
        <translation>время, с</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="60"/>
        <source>No trajectories: tick variables under Outputs to see their fan over the runs.</source>
        <translation>Нет траекторий: отметьте переменные на вкладке «Показатели», чтобы увидеть их веер по прогонам.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/experiment/result_charts.cpp" line="67"/>
        <source>%1 over %n runs</source>
        <translation>
            <numerusform>%1 по %n прогону</numerusform>
            <numerusform>%1 по %n прогонам</numerusform>
            <numerusform>%1 по %n прогонам</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="66"/>
        <source>%1 over 1 run</source>
        <translation>%1 по 1 прогону</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="72"/>
        <location filename="../ui/experiment/result_charts.cpp" line="135"/>
        <location filename="../ui/experiment/result_charts.cpp" line="159"/>
        <source>No runs yet.</source>
        <translation>Прогонов пока нет.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="91"/>
        <source>run %1</source>
        <translation>прогон %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="98"/>
        <source>sample runs</source>
        <translation>отдельные прогоны</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="112"/>
        <location filename="../ui/experiment/result_charts.cpp" line="147"/>
        <source>No outputs: add one under Outputs.</source>
        <translation>Нет показателей: добавьте их на вкладке «Показатели».</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="117"/>
        <source>run</source>
        <translation>прогон</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="120"/>
        <source>%1 against %2</source>
        <translation>%1 в зависимости от %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="129"/>
        <location filename="../ui/experiment/result_charts.cpp" line="151"/>
        <source>runs</source>
        <translation>прогонов</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="136"/>
        <location filename="../ui/experiment/result_charts.cpp" line="160"/>
        <source>No run has a value of %1.</source>
        <translation>Ни в одном прогоне нет значения %1.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="153"/>
        <source>Distribution of %1 (%2 runs without a value)</source>
        <translation>Распределение %1 (прогонов без значения: %2)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="156"/>
        <source>Distribution of %1</source>
        <translation>Распределение %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="165"/>
        <source>runs per bin</source>
        <translation>прогонов в интервале</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="196"/>
        <source>The effects show when every run of the sensitivity experiment has finished.</source>
        <translation>Эффекты появятся, когда завершатся все прогоны эксперимента на чувствительность.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="206"/>
        <source>Effects on %1 (Morris)</source>
        <translation>Эффекты на %1 (метод Морриса)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="207"/>
        <source>Elasticity of %1</source>
        <translation>Эластичность %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="208"/>
        <source>effect over the parameter&apos;s range</source>
        <translation>эффект на диапазоне параметра</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="209"/>
        <source>relative change per relative change</source>
        <translation>относительное изменение на относительное изменение</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="211"/>
        <source>elasticity</source>
        <translation>эластичность</translation>
    </message>
</context>
<context>
    <name>hs::ui::RunDocks</name>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="326"/>
        <source>Event Queue</source>
        <translation>Очередь событий</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="327"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="328"/>
        <source>Variables</source>
        <translation>Переменные</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="329"/>
        <source>Messages</source>
        <translation>Сообщения</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="335"/>
        <source>Search executed events…</source>
        <translation>Поиск выполненных событий…</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="361"/>
        <source>Run this next</source>
        <translation>Выполнить следующим</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="364"/>
        <source>Run until this element&apos;s next event</source>
        <translation>Выполнить до следующего события элемента</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="366"/>
        <source>Go to source</source>
        <translation>Перейти к исходному коду</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="379"/>
        <source>Step back to here</source>
        <translation>Вернуться к этому шагу</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="398"/>
        <source>Remove the elements from plot</source>
        <translation>Убрать элементы с графика</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="398"/>
        <source>Add the elements to plot</source>
        <translation>Добавить элементы на график</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="399"/>
        <source>Remove from plot</source>
        <translation>Убрать с графика</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="399"/>
        <source>Add to plot</source>
        <translation>Добавить на график</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="402"/>
        <source>Hide the elements</source>
        <translation>Скрыть элементы</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="403"/>
        <source>Show the elements</source>
        <translation>Показать элементы</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="405"/>
        <source>Hide its variables</source>
        <translation>Скрыть его переменные</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="406"/>
        <source>Show its variables</source>
        <translation>Показать его переменные</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="411"/>
        <source>Break when it changes</source>
        <translation>Остановить при её изменении</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="416"/>
        <source>Watch</source>
        <translation>Наблюдать</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="194"/>
        <source>%1 = %2 applies when the run starts again (Reset)</source>
        <translation>%1 = %2 вступит в силу при следующем запуске с начала (Сброс)</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="237"/>
        <location filename="../ui/window/run_docks.cpp" line="333"/>
        <source>All modules</source>
        <translation>Все модули</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="269"/>
        <source>Event iterations are shown for a single model&apos;s steps</source>
        <translation>Итерации событий показываются для шагов одной модели</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="270"/>
        <source>Step 0 is the initialization: no event iteration</source>
        <translation>Шаг 0 — инициализация: итераций событий нет</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="275"/>
        <source>Step %1 is not in the run now</source>
        <translation>Шага %1 сейчас нет в прогоне</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="276"/>
        <source>Step %1: finding its event iterations…</source>
        <translation>Шаг %1: поиск его итераций событий…</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="282"/>
        <source>nothing changed: the iteration ends</source>
        <translation>ничего не изменилось: итерация завершается</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="284"/>
        <source>values changed: another iteration</source>
        <translation>значения изменились: ещё одна итерация</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="285"/>
        <source>the iteration limit was reached</source>
        <translation>достигнут предел числа итераций</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="286"/>
        <source>the action ran</source>
        <translation>действие выполнено</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="302"/>
        <source>Step %1 at t = %2: %3</source>
        <translation>Шаг %1 при t = %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="308"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="308"/>
        <source>Iteration %1</source>
        <translation>Итерация %1</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="312"/>
        <source>relations changed: %1</source>
        <translation>изменившиеся отношения: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="313"/>
        <source>when-clauses fired: %1</source>
        <translation>сработавшие операторы when: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="314"/>
        <source>reinit: %1</source>
        <translation>reinit: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="315"/>
        <source>discrete variables changed: %1</source>
        <translation>изменившиеся дискретные переменные: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="334"/>
        <source>The queue of every module, or of one</source>
        <translation>Очередь каждого модуля или одного из них</translation>
    </message>
</context>
<context>
    <name>hs::ui::RunOverlays</name>
    <message>
        <location filename="../ui/window/run_overlays.cpp" line="52"/>
        <source>run</source>
        <translation>прогон</translation>
    </message>
    <message>
        <location filename="../ui/window/run_overlays.cpp" line="53"/>
        <source>%1 at %2</source>
        <translation>%1 в %2</translation>
    </message>
</context>
<context>
    <name>hs::ui::RunTableModel</name>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="120"/>
        <source>The run gave a warning; open it as a simulation (double-click) to read it in Messages</source>
        <translation>Прогон выдал предупреждение; откройте его как моделирование (двойной щелчок), чтобы прочитать его в «Сообщениях»</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/experiment/experiment_models.cpp" line="122"/>
        <source>The run gave %n warnings; open it as a simulation (double-click) to read them in Messages</source>
        <translation>
            <numerusform>Прогон выдал %n предупреждение; откройте его как моделирование (двойной щелчок), чтобы прочитать их в «Сообщениях»</numerusform>
            <numerusform>Прогон выдал %n предупреждения; откройте его как моделирование (двойной щелчок), чтобы прочитать их в «Сообщениях»</numerusform>
            <numerusform>Прогон выдал %n предупреждений; откройте его как моделирование (двойной щелчок), чтобы прочитать их в «Сообщениях»</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="127"/>
        <source>failed</source>
        <translation>сбой</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="128"/>
        <source>ok</source>
        <translation>успешно</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="128"/>
        <source>ok, 1 warning</source>
        <translation>успешно, 1 предупреждение</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/experiment/experiment_models.cpp" line="128"/>
        <source>ok, %n warnings</source>
        <translation>
            <numerusform>успешно, %n предупреждение</numerusform>
            <numerusform>успешно, %n предупреждения</numerusform>
            <numerusform>успешно, %n предупреждений</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="149"/>
        <source>The run&apos;s random seed: the run alone gives the same result with it</source>
        <translation>Зерно ГСЧ прогона: с ним прогон отдельно даёт тот же результат</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="153"/>
        <source>Run</source>
        <translation>Прогон</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="160"/>
        <source>Status</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="161"/>
        <source>Seed</source>
        <translation>Зерно ГСЧ</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="162"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
</context>
<context>
    <name>hs::ui::RunUntilDialog</name>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="21"/>
        <source>Run Until</source>
        <translation>Выполнить до</translation>
    </message>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="25"/>
        <source>Model time</source>
        <translation>Модельное время</translation>
    </message>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="34"/>
        <source>Stop at</source>
        <translation>Остановка по</translation>
    </message>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="35"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="27"/>
        <source>Next event of %1</source>
        <translation>Следующее событие %1</translation>
    </message>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="69"/>
        <source>&apos;%1&apos; is not a time.</source>
        <translation>«%1» — не значение времени.</translation>
    </message>
</context>
<context>
    <name>hs::ui::StatePropertyPanel</name>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="117"/>
        <source>Set initial state</source>
        <translation>Задать начальное состояние</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="125"/>
        <source>Change trigger</source>
        <translation>Изменить тип срабатывания</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="134"/>
        <location filename="../ui/statechart/property_panel.cpp" line="173"/>
        <source>Any message</source>
        <translation>Любое сообщение</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="164"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="165"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="166"/>
        <source>From → to</source>
        <translation>Откуда → куда</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="167"/>
        <source>Trigger</source>
        <translation>Тип срабатывания</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="168"/>
        <source>Guard</source>
        <translation>Охранное условие</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="169"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="170"/>
        <source>Entry action</source>
        <translation>Действие при входе</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="171"/>
        <source>Exit action</source>
        <translation>Действие при выходе</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="172"/>
        <source>Initial state of its container</source>
        <translation>Начальное состояние своего контейнера</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="177"/>
        <source>Timeout</source>
        <translation>Таймаут</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="177"/>
        <location filename="../ui/statechart/property_panel.cpp" line="271"/>
        <source>Rate</source>
        <translation>Интенсивность</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="177"/>
        <location filename="../ui/statechart/property_panel.cpp" line="271"/>
        <source>Condition</source>
        <translation>Условие</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="177"/>
        <location filename="../ui/statechart/property_panel.cpp" line="272"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="247"/>
        <source>No statechart</source>
        <translation>Нет диаграммы состояний</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="249"/>
        <source>State %1</source>
        <translation>Состояние %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="251"/>
        <source>Transition %1</source>
        <translation>Переход %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="253"/>
        <source>Statechart %1</source>
        <translation>Диаграмма состояний %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="256"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="256"/>
        <source>Composite state</source>
        <translation>Составное состояние</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="256"/>
        <source>Final state</source>
        <translation>Конечное состояние</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="257"/>
        <source>Choice point</source>
        <translation>Точка выбора</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="271"/>
        <source>Delay</source>
        <translation>Задержка</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="299"/>
        <location filename="../ui/statechart/property_panel.cpp" line="311"/>
        <source>“%1” is not a free identifier.</source>
        <translation>«%1» — недопустимое или занятое имя.</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="304"/>
        <source>Rename statechart</source>
        <translation>Переименовать диаграмму состояний</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="318"/>
        <source>Rename %1</source>
        <translation>Переименовать %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="328"/>
        <source>Edit %1 of %2</source>
        <translation>Изменить %1 у %2</translation>
    </message>
</context>
<context>
    <name>hs::ui::StatechartEditor</name>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="262"/>
        <source>Select</source>
        <translation>Выделение</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="262"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="262"/>
        <source>Composite</source>
        <translation>Составное</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="262"/>
        <source>Initial</source>
        <translation>Указатель нач. состояния</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="263"/>
        <source>Final</source>
        <translation>Конечное</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="263"/>
        <source>Choice</source>
        <translation>Точка выбора</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="263"/>
        <source>Transition</source>
        <translation>Переход</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="265"/>
        <source>Select, move and resize; drag from a state&apos;s border to draw a transition</source>
        <translation>Выделение, перемещение и изменение размера; протяните от границы состояния, чтобы нарисовать переход</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="266"/>
        <source>State: click on the canvas or drag onto it</source>
        <translation>Состояние: щёлкните по холсту или перетащите на него</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="267"/>
        <source>Composite state: contains other states</source>
        <translation>Составное состояние: содержит другие состояния</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="268"/>
        <source>Initial pointer: click a state to make it its container&apos;s initial state</source>
        <translation>Указатель начального состояния: щёлкните состояние, чтобы сделать его начальным в его контейнере</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="269"/>
        <source>Final state: the statechart stops when it is entered</source>
        <translation>Конечное состояние: диаграмма останавливается при входе в него</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="270"/>
        <source>Choice point: leaves at once by the first branch whose guard holds</source>
        <translation>Точка выбора: сразу покидается по первой ветви, условие которой истинно</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="271"/>
        <source>Transition: drag from one state to another (or back to the same one)</source>
        <translation>Переход: протяните от одного состояния к другому (или обратно к тому же)</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="276"/>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="276"/>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="276"/>
        <source>Fit</source>
        <translation>Вписать</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="276"/>
        <location filename="../ui/statechart/statechart_editor.cpp" line="333"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="276"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="277"/>
        <location filename="../ui/statechart/statechart_editor.cpp" line="319"/>
        <source>Paste</source>
        <translation>Вставить</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="277"/>
        <source>Cut</source>
        <translation>Вырезать</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="277"/>
        <source>Select all</source>
        <translation>Выделить всё</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="277"/>
        <source>Select tool</source>
        <translation>Инструмент выделения</translation>
    </message>
</context>
<context>
    <name>hs::ui::StatechartScene</name>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="57"/>
        <source>timeout %1</source>
        <translation>таймаут %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="58"/>
        <source>rate %1</source>
        <translation>интенсивность %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="59"/>
        <source>when %1</source>
        <translation>при %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="61"/>
        <source>message *</source>
        <translation>сообщение *</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="61"/>
        <source>message %1</source>
        <translation>сообщение %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="266"/>
        <source>%1 s left</source>
        <translation>осталось %1 с</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="359"/>
        <source>Add state</source>
        <translation>Добавить состояние</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="557"/>
        <source>Set initial state</source>
        <translation>Задать начальное состояние</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="569"/>
        <source>Add transition</source>
        <translation>Добавить переход</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="582"/>
        <source>Resize %1</source>
        <translation>Изменить размер %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="603"/>
        <source>Move</source>
        <translation>Переместить</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="627"/>
        <source>Straighten %1</source>
        <translation>Выпрямить %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="627"/>
        <source>Bend %1</source>
        <translation>Изогнуть %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="680"/>
        <source>Break before %1 fires</source>
        <translation>Остановить перед срабатыванием %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="682"/>
        <source>Why did %1 fire (or not)?</source>
        <translation>Почему %1 сработал (или нет)?</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="687"/>
        <source>Break when %1 is entered</source>
        <translation>Остановить при входе в %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="689"/>
        <source>Break when %1 is left</source>
        <translation>Остановить при выходе из %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_items.h" line="139"/>
        <source>entry / %1</source>
        <translation>вход / %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_items.h" line="141"/>
        <source>exit / %1</source>
        <translation>выход / %1</translation>
    </message>
</context>
<context>
    <name>hs::ui::StructureView</name>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="63"/>
        <source>The structure of the model appears once it compiles.</source>
        <translation>Структура модели появится, когда она скомпилируется.</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="78"/>
        <source>line %1</source>
        <translation>строка %1</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="79"/>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/structure_view.cpp" line="83"/>
        <source>Solving order (%n blocks)</source>
        <translation>
            <numerusform>Порядок решения (%n блок)</numerusform>
            <numerusform>Порядок решения (%n блока)</numerusform>
            <numerusform>Порядок решения (%n блоков)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="89"/>
        <source>%1. %2 — solved for %3</source>
        <translation>%1. %2 — решается относительно %3</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="96"/>
        <source>%1. algebraic loop of %2 variables, solved together by KINSOL — %3</source>
        <translation>%1. алгебраический контур из %2 переменных, решаемых совместно KINSOL — %3</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="107"/>
        <source>%1. algorithm section computing %2 — %3</source>
        <translation>%1. раздел algorithm, вычисляющий %2 — %3</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="115"/>
        <source>Relations: zero-crossing functions and time events</source>
        <translation>Отношения: функции пересечения нуля и события по времени</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="118"/>
        <source>when-condition</source>
        <translation>условие when</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="119"/>
        <source>equation</source>
        <translation>уравнение</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="120"/>
        <source>statechart</source>
        <translation>диаграмма состояний</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="127"/>
        <source>zero-crossing function of %1 (%2) — %3</source>
        <translation>функция пересечения нуля для %1 (%2) — %3</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="128"/>
        <source>zero-crossing function of %1 (%2; reads %3) — %4</source>
        <translation>функция пересечения нуля для %1 (%2; читает %3) — %4</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="132"/>
        <source>time event of %1 (%2) — %3</source>
        <translation>событие по времени для %1 (%2) — %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/structure_view.cpp" line="138"/>
        <source>Samples (%n)</source>
        <translation>
            <numerusform>Выборки sample (%n)</numerusform>
            <numerusform>Выборки sample (%n)</numerusform>
            <numerusform>Выборки sample (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="140"/>
        <source>sample %1 — %2</source>
        <translation>sample %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="145"/>
        <source>%1: %2 states, %3 blocks in solving order, %4 algebraic loops, %5 zero-crossing functions, %6 time events, %7 samples</source>
        <translation>%1: переменных состояния — %2, блоков в порядке решения — %3, алгебраических контуров — %4, функций пересечения нуля — %5, событий по времени — %6, sample — %7</translation>
    </message>
</context>
<context>
    <name>hs::ui::SummaryModel</name>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="266"/>
        <source>Runs with a value</source>
        <translation>Прогоны со значением</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="268"/>
        <source>Runs without a value (failed, or no such event)</source>
        <translation>Прогоны без значения (сбой или такого события не было)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="270"/>
        <source>Sample standard deviation</source>
        <translation>Выборочное стандартное отклонение</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="275"/>
        <source>The %1 % confidence interval of the mean (Student&apos;s t)</source>
        <translation>%1 %-й доверительный интервал среднего (по Стьюденту)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="281"/>
        <source>Output</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="283"/>
        <source>Runs</source>
        <translation>Прогонов</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="285"/>
        <source>Missing</source>
        <translation>Без значения</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="287"/>
        <source>Mean</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="289"/>
        <source>SD</source>
        <translation>Ст. откл.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="291"/>
        <source>Min</source>
        <translation>Мин.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="298"/>
        <source>Max</source>
        <translation>Макс.</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="299"/>
        <source>CI %1 % low</source>
        <translation>ДИ %1 %, низ</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="300"/>
        <source>CI %1 % high</source>
        <translation>ДИ %1 %, верх</translation>
    </message>
</context>
<context>
    <name>hs::ui::TimelineView</name>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="148"/>
        <location filename="../ui/cosim/timeline_view.cpp" line="149"/>
        <source>model time</source>
        <translation>модельное время</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="169"/>
        <source>package time %1</source>
        <translation>время пакета %1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="188"/>
        <source>r%1</source>
        <translation>к%1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="83"/>
        <source>computed</source>
        <translation>цикл расчёта</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="83"/>
        <source>read from the past</source>
        <translation>чтение из прошлого</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="84"/>
        <source>read from the future</source>
        <translation>чтение из будущего</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="84"/>
        <source>× skipped round</source>
        <translation>× пропуск цикла расчёта</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="83"/>
        <source>round 1: initial state</source>
        <translation>круг 1: начальное состояние</translation>
    </message>
</context>
<context>
    <name>hs::ui::UserGuide</name>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="21"/>
        <location filename="../ui/window/user_guide.cpp" line="27"/>
        <location filename="../ui/window/user_guide.cpp" line="116"/>
        <source>HybridStudio User Guide</source>
        <translation>Руководство пользователя HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="35"/>
        <source>The window</source>
        <translation>Окно</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="36"/>
        <source>The centre shows the model: the equations (Modelica text), one tab per statechart, and for a model of several modules the module diagram and the package timeline. Around it: the project tree, the event queue, the history of executed events, the variables, the plots and the messages.</source>
        <translation>В центре — модель: уравнения (текст на Modelica), по вкладке на каждую диаграмму состояний, а для модели из нескольких модулей — схема модулей и временная диаграмма пакета. Вокруг — дерево проекта, очередь событий, история выполненных событий, переменные, графики и сообщения.</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="41"/>
        <source>Running</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="41"/>
        <source>Run (F5) runs to the stop time, Pause (F6) stops where the run is, Step (F10) executes exactly one event step, Step Back (Shift+F10) restores the state before it, Run Until (Ctrl+U) stops at a time, an event number or the next event of a queue element, Stop (Shift+F5) ends the run and Reset (Ctrl+R) starts again. The IDE always runs the model on screen: after an edit of the text, a drawing or the settings, Run, Step and Run Until compile again and start from the initial state; the toolbar says so while the model on screen differs from the one loaded.</source>
        <translation>«Запуск» (F5) выполняет прогон до времени окончания, «Пауза» (F6) останавливает его там, где он есть, «Шаг» (F10) выполняет ровно один событийный шаг, «Шаг назад» (Shift+F10) восстанавливает состояние до него, «Выполнить до» (Ctrl+U) останавливает прогон в заданный момент времени, на заданном номере события или на следующем событии элемента очереди, «Стоп» (Shift+F5) завершает прогон, «Сброс» (Ctrl+R) начинает заново. Среда всегда выполняет модель, которая на экране: после правки текста, диаграммы или настроек «Запуск», «Шаг» и «Выполнить до» заново компилируют её и начинают с начального состояния; пока модель на экране отличается от загруженной, об этом говорит панель инструментов.</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="52"/>
        <source>The event queue</source>
        <translation>Очередь событий</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="52"/>
        <source>Selected: the item that runs next. Enabled: current items that can run now (right-click one to run it next). Scheduled: items with a known time (timeouts, rates, time events). Pending: conditions whose time is not known yet, with the current value of their crossing function. Not armed: conditions that are true and wait to become false before they can fire again.</source>
        <translation>Выбранное: элемент, который выполнится следующим. Разрешённые: текущие элементы, которые могут выполниться сейчас (щёлкните правой кнопкой, чтобы выполнить элемент следующим). Запланированные: элементы с известным временем (тайм-ауты, интенсивности, события по времени). Ожидающие: условия, время которых ещё неизвестно, с текущим значением функции пересечения нуля. Не взведённые: условия, которые истинны и должны стать ложными, прежде чем смогут сработать снова.</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="59"/>
        <source>Experiment settings</source>
        <translation>Настройки эксперимента</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="59"/>
        <source>Simulation &gt; Experiment Settings (Ctrl+E) edits the settings of the document shown: start and stop time, output interval, solver, tolerances, the order of simultaneous events and the random seed; for a network, the run mode. Each document keeps its own settings; tick &quot;Save these settings in the model&quot; to write them into the file.</source>
        <translation>«Моделирование &gt; Настройки эксперимента» (Ctrl+E) изменяет настройки открытого документа: время начала и окончания, интервал вывода, решатель, допуски, порядок одновременных событий и зерно ГСЧ; для сети модулей — режим прогона. У каждого документа свои настройки; отметьте «Сохранить эти настройки в модели», чтобы записать их в файл.</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="66"/>
        <source>Plots</source>
        <translation>Графики</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="66"/>
        <source>Tick a variable in the Variables dock or drag it onto a plot. Variables with the same unit share an axis. Event instants are marked on the time axis; hover one for the values before and after. Drag to zoom, double-click to fit, right-click to export (PNG, SVG, PDF, CSV). When Run starts again, the run before stays dashed; right-click &gt; Keep this run in the plot keeps a run for good, and the same menu removes the runs kept or overlaid from an experiment.</source>
        <translation>Отметьте переменную на панели «Переменные» или перетащите её на график. Переменные с одинаковой единицей измерения делят одну ось. Моменты событий отмечены на оси времени; наведите на отметку, чтобы увидеть значения до и после. Выделение мышью увеличивает масштаб, двойной щелчок показывает всё, правая кнопка — экспорт (PNG, SVG, PDF, CSV). Когда «Пуск» начинает заново, предыдущий прогон остаётся пунктиром; правая кнопка &gt; «Оставить этот прогон на графике» сохраняет прогон насовсем, а в том же меню можно убрать оставленные прогоны и прогоны, наложенные из эксперимента.</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="75"/>
        <source>View &gt; Experiments opens the Experiments panel. New adds an experiment over the model&apos;s first parameter: choose its kind (parameter variation, Monte Carlo, sensitivity one at a time or Morris), the parameters with their values, distributions or ranges, the outputs and the trajectories; the experiments are saved in the .hsm document. Run runs every run on all cores; Pause, Resume and Cancel act on the runs not started yet. The table lists the runs as they finish: double-click one to open it as a simulation with its parameters and seed, select some to draw them in the fan chart, or press Overlay in Plot to draw them over the main plot beside single runs. Every view exports as an image or as CSV.</source>
        <translation>«Вид &gt; Эксперименты» открывает панель экспериментов. «Создать» добавляет эксперимент над первым параметром модели: выберите его вид (варьирование параметров, Монте-Карло, чувствительность по одному параметру или методом Морриса), параметры с их значениями, распределениями или диапазонами, показатели и траектории; эксперименты сохраняются в документе .hsm. «Запустить» выполняет все прогоны на всех ядрах; «Пауза», «Продолжить» и «Прервать» действуют на ещё не начатые прогоны. Таблица показывает прогоны по мере их завершения: двойной щелчок открывает прогон как моделирование с его параметрами и зерном ГСЧ, выделенные прогоны рисуются на веерной диаграмме, а «Наложить на график» рисует их поверх основного графика рядом с отдельными прогонами. Каждый вид экспортируется как изображение или в CSV.</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="89"/>
        <source>Debugging events</source>
        <translation>Отладка событий</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="90"/>
        <source>Breakpoints (F9 on an equation line, a state&apos;s or transition&apos;s menu on the canvas, a variable&apos;s menu, or typed in the Breakpoints dock) stop Run at the exact crossing of a condition, at a state entered or left, before an element fires, at a variable&apos;s change or at a diagnostic; Step Back goes to the state before the hit. The Watch dock evaluates expressions at every stop. A history row shows its event iterations; the editor&apos;s menu on a when-clause and a transition&apos;s menu on the canvas explain why it fired or not; the Structure dock shows the equations in solving order. Simulation &gt; Explore Orders finds the instants where the order of simultaneous events changes the outcome, overlays both orders in the plots and steps into either. Simulation &gt; Compare Runs aligns two runs event by event and marks where they part.</source>
        <translation>Точки останова (F9 на строке уравнения, меню состояния или перехода на холсте, меню переменной или ввод в панели «Точки останова») останавливают расчёт точно в момент пересечения условия, при входе в состояние или выходе из него, перед срабатыванием элемента, при изменении переменной или при диагностике; «Шаг назад» возвращает к состоянию перед срабатыванием. Панель «Наблюдение» вычисляет выражения при каждой остановке. Строка истории показывает итерации своей событийной итерации; меню редактора на when-предложении и меню перехода на холсте объясняют, почему оно сработало или нет; панель «Структура» показывает уравнения в порядке решения. «Моделирование &gt; Исследовать порядки» находит моменты, в которых порядок одновременных событий меняет результат, показывает оба порядка на графиках и позволяет войти в любой из них. «Моделирование &gt; Сравнить расчёты» сопоставляет два расчёта событие за событием и отмечает, где они расходятся.</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="102"/>
        <source>Modules, networks and packages</source>
        <translation>Модули, сети и пакеты</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="103"/>
        <source>A document of several modules runs as one network: lock-step exchanges a sample every step, frames exchange once per frame, the whole interval runs each module once. The Variables dock lists Module.var, the queue shows every module&apos;s queue or one module&apos;s. A package of projects steps one synchronisation round at a time; its timeline, its variables and the plots fill as rounds are computed.</source>
        <translation>Документ из нескольких модулей выполняется как одна сеть: при пошаговом прогоне обмен идёт на каждом шаге, при покадровой обработке — раз в кадр, на всём интервале каждый модуль выполняется один раз. На панели «Переменные» — переменные вида Модуль.перем, очередь показывает очереди всех модулей или одного. Пакет проектов рассчитывается по одному кругу синхронизации за шаг; его временная диаграмма, переменные и графики заполняются по мере расчёта кругов.</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="111"/>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="112"/>
        <source>Errors and warnings are listed under Messages with their file:line:col; click one to go there. A run that fails stops with the reason and the model time, and nothing is lost.</source>
        <translation>Ошибки и предупреждения перечислены на панели «Сообщения» с указанием файл:строка:столбец; щёлкните по сообщению, чтобы перейти к месту. Прогон, завершившийся сбоем, останавливается с указанием причины и модельного времени, и ничего не теряется.</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="75"/>
        <source>Experiments</source>
        <translation>Эксперименты</translation>
    </message>
</context>
<context>
    <name>hs::ui::VariablesModel</name>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="321"/>
        <source>double-click to show or hide its variables</source>
        <translation>двойной щелчок показывает или скрывает его переменные</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/models/variables_model.cpp" line="354"/>
        <source>%n elements; double-click to show or hide them</source>
        <translation>
            <numerusform>%n элемент; двойной щелчок показывает или скрывает их</numerusform>
            <numerusform>%n элемента; двойной щелчок показывает или скрывает их</numerusform>
            <numerusform>%n элементов; двойной щелчок показывает или скрывает их</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="481"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="482"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="483"/>
        <source>Unit</source>
        <translation>Ед. изм.</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="484"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="413"/>
        <source>Double-click to edit; the new value applies when the run starts again</source>
        <translation>Дважды щёлкните, чтобы изменить; новое значение вступит в силу при запуске с начала</translation>
    </message>
</context>
<context>
    <name>hs::ui::WatchModel</name>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="315"/>
        <source>column %1: %2</source>
        <translation>столбец %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="340"/>
        <source>Expression</source>
        <translation>Выражение</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="340"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ide_main.cpp" line="30"/>
        <source>HybridStudio modeling IDE</source>
        <translation>Среда моделирования HybridStudio</translation>
    </message>
    <message>
        <location filename="../app/ide_main.cpp" line="33"/>
        <source>A model (.mo) or document (.hsm) to open.</source>
        <translation>Модель (.mo) или документ (.hsm) для открытия.</translation>
    </message>
    <message>
        <location filename="../app/ide_main.cpp" line="35"/>
        <source>Open the model, run it to its stop time in the IDE&apos;s simulation process, print a summary and quit.</source>
        <translation>Открыть модель, выполнить прогон до времени окончания в процессе моделирования среды, вывести итог и завершить работу.</translation>
    </message>
</context>
</TS>
