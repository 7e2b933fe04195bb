<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="47"/>
        <source>constant</source>
        <translation>常量</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="48"/>
        <source>parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="49"/>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="50"/>
        <source>algebraic</source>
        <translation>代数</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="51"/>
        <source>discrete</source>
        <translation>离散</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="52"/>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="47"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="49"/>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="49"/>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="50"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="51"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="52"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="252"/>
        <source>step %1, sync %2</source>
        <translation>步长 %1，同步 %2</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="253"/>
        <source>step %1…%2, sync %3</source>
        <translation>步长 %1…%2，同步 %3</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="395"/>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="491"/>
        <source>Connect %1 to %2</source>
        <translation>连接 %1 到 %2</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="508"/>
        <source>Move blocks</source>
        <translation>移动功能块</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="27"/>
        <source>it is a binary file, not a model text</source>
        <translation>这是二进制文件，不是模型文本</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="30"/>
        <source>it is not UTF-8 text</source>
        <translation>这不是 UTF-8 文本</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <location filename="../ui/window/recovery.cpp" line="70"/>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="110"/>
        <source>(too long to compare line by line)</source>
        <translation>（内容过长，无法逐行比较）</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="137"/>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="138"/>
        <source>an untitled model</source>
        <translation>未命名模型</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="139"/>
        <source>HybridStudio ended without saving the changes to %1 (last kept %2).</source>
        <translation>HybridStudio 在未保存 %1 的更改时结束（最后保留于 %2）。</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="141"/>
        <source>Restore them? Discard deletes the kept copy; the file on disk is not changed until you save.</source>
        <translation>是否恢复？“丢弃”将删除保留的副本；在您保存之前，磁盘上的文件不会改变。</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="144"/>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="146"/>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location filename="../ui/window/recovery.cpp" line="148"/>
        <source>Decide Later</source>
        <translation>稍后决定</translation>
    </message>
</context>
<context>
    <name>hs::Diagnostics</name>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="392"/>
        <source>expected &apos;:=&apos; in assignment, found &apos;=&apos; (algorithms assign with &apos;:=&apos;)</source>
        <translation>赋值中应为 &apos;:=&apos;，实际为 &apos;=&apos;（算法中用 &apos;:=&apos; 赋值）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="394"/>
        <source>expected &apos;=&apos; in equation, found &apos;:=&apos; (&apos;:=&apos; is for algorithm sections)</source>
        <translation>方程中应为 &apos;=&apos;，实际为 &apos;:=&apos;（&apos;:=&apos; 用于 algorithm 段）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="847"/>
        <source>unterminated string: &apos;&quot;&apos; without closing &apos;&quot;&apos;</source>
        <translation>未结束的字符串：&apos;&quot;&apos; 缺少配对的 &apos;&quot;&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="827"/>
        <source>unexpected %1 in &apos;when&apos; (use &apos;elsewhen&apos;)</source>
        <translation>&apos;when&apos; 中出现意外的 %1（请使用 &apos;elsewhen&apos;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="826"/>
        <source>unexpected %1 after the expression</source>
        <translation>表达式后出现意外的 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="391"/>
        <source>expected %1, found %2</source>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="828"/>
        <source>unexpected %1</source>
        <translation>意外的 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="825"/>
        <source>undefined name &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation>未定义的名称 &apos;%1&apos;；是否指 &apos;%2&apos;？</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="824"/>
        <source>undefined name &apos;%1&apos;</source>
        <translation>未定义的名称 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="127"/>
        <source>&apos;%1&apos; is declared twice</source>
        <translation>&apos;%1&apos; 被声明了两次</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="197"/>
        <source>&apos;time&apos; is a built-in variable</source>
        <translation>&apos;time&apos; 是内置变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="843"/>
        <source>unknown type &apos;%1&apos;</source>
        <translation>未知类型 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="835"/>
        <source>unknown function &apos;%1&apos;</source>
        <translation>未知函数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="842"/>
        <source>unknown procedure &apos;%1&apos;</source>
        <translation>未知过程 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="831"/>
        <source>unknown equation call &apos;%1&apos;</source>
        <translation>未知的方程调用 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="505"/>
        <source>no statechart &apos;%1&apos;</source>
        <translation>没有状态图 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="506"/>
        <source>no statechart state &apos;%1&apos;</source>
        <translation>没有状态图状态 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="493"/>
        <source>no dynamic event &apos;%1&apos;</source>
        <translation>没有动态事件 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="381"/>
        <source>event &apos;%1&apos; clashes with another name</source>
        <translation>事件 &apos;%1&apos; 与其他名称冲突</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="604"/>
        <source>statechart &apos;%1&apos; clashes with another name</source>
        <translation>状态图 &apos;%1&apos; 与其他名称冲突</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="452"/>
        <source>model is structurally singular: no equation determines %1</source>
        <translation>模型结构奇异：没有方程确定 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="416"/>
        <source>initialization problem is structurally singular: no equation determines %1</source>
        <translation>初始化问题结构奇异：没有方程确定 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="805"/>
        <source>the value of parameter &apos;%1&apos; depends on time</source>
        <translation>参数 &apos;%1&apos; 的值依赖于时间</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="313"/>
        <source>arithmetic on a Boolean value</source>
        <translation>对布尔值进行算术运算</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="799"/>
        <source>the two sides of the equation have different types (%1 and %2)</source>
        <translation>方程两边类型不同（%1 和 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="113"/>
        <source>&apos;%1&apos; is a continuous state; use reinit(%1, ...) in a when-clause</source>
        <translation>&apos;%1&apos; 是连续状态变量；请在 when 语句中使用 reinit(%1, ...)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="581"/>
        <source>reinit() of &apos;%1&apos;, which is not a continuous state (it never appears in der())</source>
        <translation>对 &apos;%1&apos; 使用 reinit()，但它不是连续状态变量（从未出现在 der() 中）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="360"/>
        <source>der() of &apos;%1&apos;, which is not a continuous variable</source>
        <translation>对非连续变量 &apos;%1&apos; 使用 der()</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="578"/>
        <source>reinit() is only allowed inside a when-clause</source>
        <translation>reinit() 只能用在 when 语句中</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="850"/>
        <source>when-clauses cannot be nested</source>
        <translation>when 语句不能嵌套</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="851"/>
        <source>when-equations are not allowed in an initial equation section</source>
        <translation>initial equation 段中不允许 when 语句</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="792"/>
        <source>the target of &apos;:=&apos; must be a variable</source>
        <translation>&apos;:=&apos; 的目标必须是变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="593"/>
        <source>send() needs a statechart and a message: send(chart, msg)</source>
        <translation>send() 需要状态图和消息：send(chart, msg)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="414"/>
        <source>inState() needs a state, as in inState(chart.State)</source>
        <translation>inState() 需要一个状态，例如 inState(chart.State)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="404"/>
        <source>for-equations need a range a:b</source>
        <translation>for 方程需要范围 a:b</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="745"/>
        <source>the range of a for-equation must be constant</source>
        <translation>for 方程的范围必须是常量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="225"/>
        <source>a for-loop needs a range a:b</source>
        <translation>for 循环需要范围 a:b</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="852"/>
        <source>when-statements are only allowed at the top level of an algorithm section</source>
        <translation>when 语句只能出现在 algorithm 段的顶层</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="317"/>
        <source>assert() needs a condition and a message</source>
        <translation>assert() 需要条件和消息</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="325"/>
        <source>cancel() needs the handle returned by schedule()</source>
        <translation>cancel() 需要 schedule() 返回的句柄</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="580"/>
        <source>reinit() needs a state variable and an expression</source>
        <translation>reinit() 需要状态变量和表达式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="592"/>
        <source>schedule() needs an event, a delay and the event&apos;s arguments</source>
        <translation>schedule() 需要事件、延时和事件参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="62"/>
        <source>%1() needs one variable argument</source>
        <translation>%1() 需要一个变量参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="57"/>
        <source>%1() cannot be used inside an expression</source>
        <translation>%1() 不能用在表达式中</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="401"/>
        <source>expression is nested too deeply</source>
        <translation>表达式嵌套过深</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="573"/>
        <source>parser failure: out of memory</source>
        <translation>解析失败：内存不足</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="73"/>
        <source>%1; your model is safe, and Run starts a new simulation process</source>
        <translation>%1；您的模型安全无损，“运行”将启动新的仿真进程</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="69"/>
        <source>%1; the check of this model ended there, your model is safe</source>
        <translation>%1；该模型的检查就此中断，您的模型安全无损</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="70"/>
        <source>%1; the experiment did not start, your model is safe</source>
        <translation>%1；实验未能开始，您的模型安全无损</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="71"/>
        <source>%1; the experiment stopped there, the runs finished so far are kept and your model is safe</source>
        <translation>%1；实验就此停止，已完成的运行结果均已保留，您的模型安全无损</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="83"/>
        <source>&apos;%1&apos; has %2 dimensions but %3 subscripts</source>
        <translation>“%1”有 %2 个维度，但给出了 %3 个下标</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="145"/>
        <source>&apos;%1&apos; is not an array</source>
        <translation>“%1”不是数组</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="166"/>
        <source>&apos;%1&apos; needs a matrix, not size %2</source>
        <translation>“%1”需要矩阵，而实际大小为 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="167"/>
        <source>&apos;%1&apos; needs a size known when the model is compiled: &apos;%2&apos;</source>
        <translation>“%1”需要在模型编译时已知的大小：“%2”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="168"/>
        <source>&apos;%1&apos; needs a square matrix, not size %2</source>
        <translation>“%1”需要方阵，而实际大小为 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="169"/>
        <source>&apos;%1&apos; needs a vector of size 3, not size %2</source>
        <translation>“%1”需要大小为 3 的向量，而实际大小为 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="170"/>
        <source>&apos;%1&apos; needs a vector, not size %2</source>
        <translation>“%1”需要向量，而实际大小为 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="171"/>
        <source>&apos;%1&apos; needs an array of one element, not size %2</source>
        <translation>“%1”需要只含一个元素的数组，而实际大小为 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="172"/>
        <source>&apos;%1&apos; needs at most one dimension &gt; 1, not size %2</source>
        <translation>“%1”要求至多一个维度大于 1，而实际大小为 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="173"/>
        <source>&apos;%1&apos; needs the dimensions after the second to be 1, not size %2</source>
        <translation>“%1”要求第二维之后的各维均为 1，而实际大小为 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="176"/>
        <source>&apos;%1&apos; of an empty array</source>
        <translation>对空数组使用“%1”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="177"/>
        <source>&apos;%1&apos; of one argument needs an array</source>
        <translation>“%1”只有一个参数时，该参数必须是数组</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="182"/>
        <source>&apos;%1&apos; takes %2</source>
        <translation>“%1”需要%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="185"/>
        <source>&apos;%1&apos; takes two scalars and a number of points &gt;= 2</source>
        <translation>“%1”需要两个标量和一个 &gt;= 2 的点数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="192"/>
        <source>&apos;end&apos; is only allowed inside subscripts</source>
        <translation>“end”只允许在下标中使用</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="209"/>
        <source>a comprehension over several iterators is not supported yet</source>
        <translation>尚不支持含多个迭代器的数组构造</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="224"/>
        <source>a for-loop iterates over a range or a vector, not over size %1</source>
        <translation>for 循环只能遍历范围或向量，而此处大小为 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="232"/>
        <source>a matrix power needs a constant whole exponent &gt;= 0: &apos;%1&apos;</source>
        <translation>矩阵幂需要 &gt;= 0 的常量整数指数：“%1”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="255"/>
        <source>a subscript of size %1 in &apos;%2&apos;</source>
        <translation>“%2”中有大小为 %1 的下标</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="260"/>
        <source>a when-condition is a scalar or a vector, not size %1</source>
        <translation>when 语句的条件应为标量或向量，而其大小为 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="288"/>
        <source>an array of size %1 where a scalar is expected: &apos;%2&apos;</source>
        <translation>此处应为标量，实际为大小为 %1 的数组：“%2”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="292"/>
        <source>an assignment to &apos;%1&apos; needs subscripts known when the model is compiled</source>
        <translation>对“%1”赋值时，下标必须在模型编译时已知</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="314"/>
        <source>array arguments to &apos;%1&apos; are not supported yet</source>
        <translation>尚不支持向“%1”传递数组参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="315"/>
        <source>arrays are not supported here: &apos;%1&apos;</source>
        <translation>此处不支持数组：“%1”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="345"/>
        <source>cat: dimension %1 does not exist in &apos;%2&apos;</source>
        <translation>cat：“%2”中不存在第 %1 维</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="410"/>
        <source>in assignment to &apos;%1&apos;</source>
        <translation>对 &apos;%1&apos; 的赋值中</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="413"/>
        <source>in range (written a:b or a:step:b)</source>
        <translation>范围（写作 a:b 或 a:step:b）中</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="418"/>
        <source>initialization</source>
        <translation>初始化</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="424"/>
        <source>it fired once (at t = %1); then %2</source>
        <translation>它触发了一次（t = %1）；随后 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="425"/>
        <source>it fired once, at t = %1</source>
        <translation>它触发了一次，t = %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="432"/>
        <source>its sizes</source>
        <translation>各维大小</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="438"/>
        <source>message %1</source>
        <translation>消息 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="439"/>
        <source>message (any)</source>
        <translation>消息（任意）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="488"/>
        <source>must not be less than minStep (%1)</source>
        <translation>不能小于 minStep（%1）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="495"/>
        <source>no experiment named %1 (the document has %2)</source>
        <translation>没有名为 %1 的实验（文档中有 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="497"/>
        <source>no model named &apos;%1&apos; in the source (its models: %2)</source>
        <translation>源文件中没有名为“%1”的模型（其中的模型：%2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="498"/>
        <source>no module named %1</source>
        <translation>没有名为 %1 的模块</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="501"/>
        <source>no parameter named &apos;%1&apos; to set</source>
        <translation>没有名为 &apos;%1&apos; 的参数可供设置</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="504"/>
        <source>no state named %1 in statechart %2</source>
        <translation>状态图 %2 中没有名为 %1 的状态</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="508"/>
        <source>no value</source>
        <translation>没有值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="513"/>
        <source>not a chunk manifest</source>
        <translation>不是分块清单</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="514"/>
        <source>not a number</source>
        <translation>不是数值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="515"/>
        <source>not a record</source>
        <translation>不是记录</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="516"/>
        <source>not a row of runs.csv</source>
        <translation>不是 runs.csv 的有效行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="517"/>
        <source>not a time</source>
        <translation>不是时间值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="518"/>
        <source>not an expression</source>
        <translation>不是表达式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="520"/>
        <source>number &apos;%1&apos; is out of range</source>
        <translation>数字 &apos;%1&apos; 超出范围</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="521"/>
        <source>number out of range (%1)</source>
        <translation>数值超出范围（%1）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="522"/>
        <source>number out of range</source>
        <translation>数值超出范围</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="523"/>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="524"/>
        <source>one argument</source>
        <translation>一个参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="525"/>
        <source>one array</source>
        <translation>一个数组</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="526"/>
        <source>one matrix</source>
        <translation>一个矩阵</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="528"/>
        <source>one size</source>
        <translation>一个大小值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="529"/>
        <source>one square matrix</source>
        <translation>一个方阵</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="531"/>
        <source>one vector of size 3</source>
        <translation>一个大小为 3 的向量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="532"/>
        <source>one vector</source>
        <translation>一个向量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="533"/>
        <source>only a composite state has an initial child (this state is %1)</source>
        <translation>只有复合状态才有初始子状态（此状态为 %1）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="541"/>
        <source>only numbers, names, operators, if-expressions and mathematical functions can be used in an output expression</source>
        <translation>输出表达式中只能使用数字、名称、运算符、if 表达式和数学函数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="545"/>
        <source>out of memory: the solver of an algebraic loop of %1 unknowns could not be allocated</source>
        <translation>内存不足：无法为含 %1 个未知量的代数环分配求解器</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="546"/>
        <source>output kind</source>
        <translation>输出类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="548"/>
        <source>parameter &quot;%1&quot; is given twice</source>
        <translation>参数 &quot;%1&quot; 被给出了两次</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="549"/>
        <source>parameter &quot;%1&quot; must be %2, found %3</source>
        <translation>参数 &quot;%1&quot; 必须是%2，实际为%3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="550"/>
        <source>parameter &quot;%1&quot; must be a finite number</source>
        <translation>参数 &quot;%1&quot; 必须是有限数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="551"/>
        <source>parameter &quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>参数 &quot;%1&quot; 必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="552"/>
        <source>parameter &quot;%1&quot; must be true or false, found &quot;%2&quot;</source>
        <translation>参数 &quot;%1&quot; 必须是 true 或 false，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="553"/>
        <source>parameter &quot;%1&quot; must have %2×%3 = %4 entries, found %5</source>
        <translation>参数 &quot;%1&quot; 必须有 %2×%3 = %4 个元素，实际为 %5 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="554"/>
        <source>parameter &quot;%1&quot; must have a multiple of %2 entries (the number of states), found %3</source>
        <translation>参数 &quot;%1&quot; 的元素个数必须是 %2（状态数）的倍数，实际为 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="555"/>
        <source>parameter &quot;%1&quot; must hold finite numbers only</source>
        <translation>参数 &quot;%1&quot; 只能包含有限数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="556"/>
        <source>parameter &quot;%1&quot; must not be empty</source>
        <translation>参数 &quot;%1&quot; 不能为空</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="557"/>
        <source>parameter &quot;A&quot; must be a square matrix (n×n entries), found %1 entries</source>
        <translation>参数 &quot;A&quot; 必须是方阵（n×n 个元素），实际为 %1 个元素</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="558"/>
        <source>parameter &quot;T&quot; (the time constant) must be greater than 0</source>
        <translation>参数 &quot;T&quot;（时间常数）必须大于 0</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="559"/>
        <source>parameter &quot;denominator&quot; must not be zero</source>
        <translation>参数 &quot;denominator&quot; 不能为零</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="560"/>
        <source>parameter &quot;lower&quot; must not be greater than &quot;upper&quot;</source>
        <translation>参数 &quot;lower&quot; 不能大于 &quot;upper&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="561"/>
        <source>parameter &quot;on&quot; must be greater than &quot;off&quot;</source>
        <translation>参数 &quot;on&quot; 必须大于 &quot;off&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="562"/>
        <source>parameter &quot;period&quot; (the sampling period) must be greater than 0</source>
        <translation>参数 &quot;period&quot;（采样周期）必须大于 0</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="563"/>
        <source>parameter &quot;period&quot; must be greater than 0</source>
        <translation>参数 &quot;period&quot; 必须大于 0</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="564"/>
        <source>parameter &quot;signs&quot; must contain only + and - (one per input), found &quot;%1&quot;</source>
        <translation>参数 &quot;signs&quot; 只能包含 + 和 -（每个输入一个），实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="565"/>
        <source>parameter &quot;signs&quot; must give at least one sign</source>
        <translation>参数 &quot;signs&quot; 必须至少给出一个符号</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="566"/>
        <source>parameter &quot;width&quot; (the fraction of the period the pulse is on) must be in (0, 1]</source>
        <translation>参数 &quot;width&quot;（脉冲开启时间占周期的比例）必须在 (0, 1] 内</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="567"/>
        <source>parameter &quot;x&quot; must be strictly increasing</source>
        <translation>参数 &quot;x&quot; 必须严格递增</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="568"/>
        <source>parameter &quot;x&quot; must have at least 2 points</source>
        <translation>参数 &quot;x&quot; 必须至少有 2 个点</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="569"/>
        <source>parameter values depend on each other in a cycle: %1 -&gt; %2</source>
        <translation>参数值相互循环依赖：%1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="570"/>
        <source>parameters &quot;period&quot; and &quot;Ts&quot; are the same; give only one</source>
        <translation>参数 &quot;period&quot; 与 &quot;Ts&quot; 含义相同；只能给出其中一个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="571"/>
        <source>parameters &quot;x&quot; and &quot;y&quot; must have the same size (%1 and %2)</source>
        <translation>参数 &quot;x&quot; 与 &quot;y&quot; 的长度必须相同（%1 和 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="572"/>
        <source>parser failure: %1</source>
        <translation>解析失败：%1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="574"/>
        <source>policy</source>
        <translation>同时事件执行顺序</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="575"/>
        <source>rate %1</source>
        <translation>速率 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="576"/>
        <source>record &apos;%1&apos;</source>
        <translation>记录 “%1”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="579"/>
        <source>reinit() needs a numeric value</source>
        <translation>reinit() 需要数值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="582"/>
        <source>repeated error test failures (the solution may be discontinuous or singular)</source>
        <translation>误差检验反复失败（解可能不连续或奇异）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="583"/>
        <source>repeated failures evaluating the equations</source>
        <translation>方程求值反复失败</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="584"/>
        <source>run %1 is in more than one chunk</source>
        <translation>运行 %1 出现在多个分块中</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="585"/>
        <source>run %1 is not a run of the experiment (%2 runs)</source>
        <translation>运行 %1 不属于该实验（该实验共 %2 次运行）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="586"/>
        <source>running until an element&apos;s next event needs a single model; a network stops at times or frame numbers</source>
        <translation>运行到某个元素的下一个事件需要单个模型；模块网络只能在指定时间或指定帧号处停止</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="587"/>
        <source>running until an element&apos;s next event needs a single model; a package stops at times or round numbers</source>
        <translation>运行到某个元素的下一个事件需要单个模型；项目包只能在指定时间或指定轮次处停止</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="590"/>
        <source>scalar</source>
        <translation>标量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="594"/>
        <source>sensitivity method</source>
        <translation>敏感性分析方法</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="595"/>
        <source>solver method</source>
        <translation>求解方法</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="597"/>
        <source>start and stop times are too close</source>
        <translation>开始时间与终止时间过于接近</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="599"/>
        <source>state %1 is not a direct child of %2</source>
        <translation>状态 %1 不是 %2 的直接子状态</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="600"/>
        <source>state %1 is not at the top level (its parent is %2)</source>
        <translation>状态 %1 不在顶层（其父状态为 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="601"/>
        <source>state %1 is not composite (it is %2)</source>
        <translation>状态 %1 不是复合状态（它是 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="603"/>
        <source>state kind</source>
        <translation>状态类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="607"/>
        <source>stop time</source>
        <translation>终止时间</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="610"/>
        <source>string &quot;%1&quot;</source>
        <translation>字符串 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="611"/>
        <source>string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="613"/>
        <source>terminate: %1</source>
        <translation>终止：%1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="614"/>
        <source>the %1 &apos;%2&apos; is set to a Boolean value</source>
        <translation>%1 类型的变量 &apos;%2&apos; 被赋予布尔值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="615"/>
        <source>the Boolean &apos;%1&apos; is set to a %2 value</source>
        <translation>布尔变量 &apos;%1&apos; 被赋予 %2 类型的值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="619"/>
        <source>the Jacobian is singular</source>
        <translation>雅可比矩阵奇异</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="620"/>
        <source>the Newton steps diverged</source>
        <translation>牛顿迭代发散</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="621"/>
        <source>the algebraic loop in %1 could not be solved: %2</source>
        <translation>无法求解包含 %1 的代数环：%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="622"/>
        <source>the arguments of &apos;%1&apos; have different sizes: %2 and %3</source>
        <translation>“%1”的参数大小不同：%2 和 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="623"/>
        <source>the arguments of &apos;%1&apos;, applied element by element, have different sizes: %2 and %3</source>
        <translation>逐元素调用 “%1” 的各实参大小不同：%2 与 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="625"/>
        <source>the arrays concatenated have different sizes: %1 and %2</source>
        <translation>参与拼接的数组大小不同：%1 和 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="627"/>
        <source>the binding &apos;%1&apos; is %2, not record &apos;%3&apos;</source>
        <translation>绑定 “%1” 是 %2，而不是记录 “%3”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="628"/>
        <source>the bindings of &apos;%1&apos; in &apos;%2&apos; depend on each other in a cycle</source>
        <translation>“%2” 中 “%1” 的绑定相互循环依赖</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="629"/>
        <source>the branches of &apos;%1&apos; have different types</source>
        <translation>“%1” 的各分支类型不同</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="630"/>
        <source>the branches of an if-expression have different types</source>
        <translation>if 表达式的各分支类型不同</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="631"/>
        <source>the branches of the if-expression have different sizes: %1 and %2</source>
        <translation>if 表达式的各分支大小不同：%1 和 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="632"/>
        <source>the call of &apos;%1&apos; gives no value to its input &apos;%2&apos;</source>
        <translation>对“%1”的调用未给出输入“%2”的值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="638"/>
        <source>the columns differ from the experiment&apos;s (%1)</source>
        <translation>各列与实验的列不一致（%1）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="641"/>
        <source>the condition &apos;%1&apos; became true again without having been re-armed (it did not move beyond the hysteresis band %2 after its last event); the when-clause does not fire (further occurrences are not reported)</source>
        <translation>条件 &apos;%1&apos; 再次变为真，但此前未复位（上次事件后未越出迟滞带 %2），因此 when 语句不触发（后续情况不再报告）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="642"/>
        <source>the condition &apos;%1&apos; became true again without having been re-armed (it did not move beyond the hysteresis band %2 after its last event); the when-clause does not fire</source>
        <translation>条件 &apos;%1&apos; 再次变为真，但此前未复位（上次事件后未越出迟滞带 %2），因此 when 语句不触发</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="644"/>
        <source>the condition must be Boolean</source>
        <translation>条件必须是布尔型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="645"/>
        <source>the condition of a when-clause must be Boolean</source>
        <translation>when 语句的条件必须是布尔型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="650"/>
        <source>the condition of an if-expression must be Boolean</source>
        <translation>if 表达式的条件必须是布尔型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="652"/>
        <source>the condition of assert() must be Boolean</source>
        <translation>assert() 的条件必须是布尔型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="655"/>
        <source>the condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="662"/>
        <source>the corrector did not converge (stiff or singular equations)</source>
        <translation>校正迭代不收敛（方程刚性或奇异）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="663"/>
        <source>the document has no experiment</source>
        <translation>文档中没有实验</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="665"/>
        <source>the document has no module to run</source>
        <translation>文档中没有可运行的模块</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="668"/>
        <source>the elements of the array have different sizes: %1 and %2</source>
        <translation>数组的各元素大小不同：%1 和 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="670"/>
        <source>the enumeration &apos;%1&apos; has the literal &apos;%2&apos; twice</source>
        <translation>枚举 “%1” 中字面量 “%2” 出现了两次</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="671"/>
        <source>the enumeration &apos;%1&apos;</source>
        <translation>枚举 “%1”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="672"/>
        <source>the equations could not be evaluated at the start</source>
        <translation>初始时刻无法对方程求值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="673"/>
        <source>the equations could not be evaluated</source>
        <translation>无法对方程求值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="677"/>
        <source>the event queue reached its limit of %1 items at once (or 2^40 schedulings in one run); an event schedules events faster than they run</source>
        <translation>事件队列达到上限：同时存在 %1 项（或一次运行中调度 2^40 次）；有事件调度新事件的速度快于事件执行的速度</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="682"/>
        <source>the experiment&apos;s runs did not end within %1 s of Cancel and were ended</source>
        <translation>实验的运行在取消后 %1 秒内未结束，已被终止</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="680"/>
        <source>the experiment was cancelled while its model was compiled</source>
        <translation>实验在模型编译期间被取消</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="398"/>
        <source>experiments run the model of a single-module document; this one has modules</source>
        <translation>实验只能运行单模块文档的模型；此文档包含多个模块</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="664"/>
        <source>the document has no model to run</source>
        <translation>文档中没有可运行的模型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="494"/>
        <source>no experiment is prepared to run</source>
        <translation>没有已准备好可运行的实验</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="16"/>
        <source>%1 (its last message: %2)</source>
        <translation>%1（其最后一条消息：%2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="54"/>
        <source>%1 — the system may have run out of memory</source>
        <translation>%1 —— 系统可能已耗尽内存</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="770"/>
        <source>the simulation process stopped: signal %1</source>
        <translation>仿真进程已停止：信号 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="767"/>
        <source>the simulation process ended unexpectedly with exit code %1</source>
        <translation>仿真进程意外退出，退出码 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="765"/>
        <source>the simulation process did not answer Stop within %1 s and was ended</source>
        <translation>仿真进程在 %1 秒内未响应“停止”，已被终止</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="766"/>
        <source>the simulation process did not finish the check within %1 s and was ended</source>
        <translation>仿真进程在 %1 秒内未完成检查，已被终止</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="769"/>
        <source>the simulation process sent what cannot be read (%1) and was ended</source>
        <translation>仿真进程发送了无法读取的数据（%1），已被终止</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="764"/>
        <source>the simulation process %1 could not be started: %2</source>
        <translation>无法启动仿真进程 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="768"/>
        <source>the simulation process is not running</source>
        <translation>仿真进程未在运行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="384"/>
        <source>events of the condition &apos;%1&apos; accumulate: %2 events within %3 s; estimated accumulation time t = %4</source>
        <translation>条件 &apos;%1&apos; 的事件发生累积：%3 秒内 %2 个事件；估计累积时刻 t = %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="31"/>
        <source>%1 event steps at t = %2 without time advancing; the cycle involves %3</source>
        <translation>在 t = %2 处执行了 %1 个事件步而时间没有推进；循环涉及 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="346"/>
        <source>choice points keep passing control to each other at %1</source>
        <translation>选择点在 %1 处不断互相传递控制</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="530"/>
        <source>one step passes through more than %1 choice points and nested states (at %2); a chain this long cannot be entered at once</source>
        <translation>一步中经过了超过 %1 个选择点和嵌套状态（在 %2 处）；这么长的链无法一次进入</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="491"/>
        <source>no branch of the choice point %1 is enabled</source>
        <translation>选择点 %1 没有可用的分支</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="382"/>
        <source>event iteration did not converge after %1 iterations; still changing: %2</source>
        <translation>事件迭代在 %1 次迭代后仍未收敛；仍在变化：%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="781"/>
        <source>the solver failed at t = %1: %2</source>
        <translation>求解器在 t = %1 处失败：%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="732"/>
        <source>the next event (%1) is only %2 s after t = %3, below this run&apos;s time resolution of %4 s: a delay, timeout or sample interval this small cannot be simulated</source>
        <translation>下一个事件（%1）仅在 t = %3 之后 %2 秒，低于本次运行的时间分辨率 %4 秒：如此小的延迟、超时或采样间隔无法仿真</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="674"/>
        <source>the equations could not be solved at the start: %1</source>
        <translation>初始时刻无法求解方程：%1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="606"/>
        <source>stop time must not be before start time and the interval must be positive</source>
        <translation>终止时间不能早于开始时间，且间隔必须为正</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="793"/>
        <source>the timeout must be a non-negative number</source>
        <translation>超时必须是非负数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="405"/>
        <source>for-loop with a zero step</source>
        <translation>步长为零的 for 循环</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="406"/>
        <source>for-loop with more than 10^7 iterations</source>
        <translation>迭代次数超过 10^7 的 for 循环</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="591"/>
        <source>schedule(%1, ...) needs a non-negative delay</source>
        <translation>schedule(%1, ...) 需要非负延时</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="740"/>
        <source>the period of %1 must be positive</source>
        <translation>%1 的周期必须为正</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="35"/>
        <source>%1 is %2 but %3 is %4</source>
        <translation>%1 是 %2，而 %3 是 %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="299"/>
        <source>an expression block needs an &quot;expression&quot; text</source>
        <translation>表达式功能块需要 &quot;expression&quot; 文本</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="231"/>
        <source>a loop of modules with direct feedthrough only: %1 (add a module without direct feedthrough, such as an integrator or a unit delay)</source>
        <translation>仅由直通模块构成的代数环：%1（请加入一个无直通的模块，例如积分器或单位延迟）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="455"/>
        <source>module %1 feeds its own input with direct feedthrough: an algebraic loop</source>
        <translation>模块 %1 以直通方式驱动自身输入：代数环</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="41"/>
        <source>%1 is not connected; it keeps the value %2</source>
        <translation>%1 未连接；保持值 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="37"/>
        <source>%1 is already driven by %2</source>
        <translation>%1 已由 %2 驱动</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="148"/>
        <source>&apos;%1&apos; is not of the form Module.port</source>
        <translation>&apos;%1&apos; 不是 模块.端口 的形式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="499"/>
        <source>no module named &apos;%1&apos;</source>
        <translation>没有名为 &apos;%1&apos; 的模块</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="38"/>
        <source>%1 is not a project of the package and does not run</source>
        <translation>%1 不是项目包中的项目，不会运行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="738"/>
        <source>the package made no progress after 10^7 rounds</source>
        <translation>项目包在 10^7 轮后仍无进展</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="844"/>
        <source>unsupported format version %1 (this HybridStudio reads %2)</source>
        <translation>不支持的格式版本 %1（此 HybridStudio 读取 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="512"/>
        <source>not a HybridStudio run record (format 1)</source>
        <translation>不是 HybridStudio 运行记录（格式 1）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="833"/>
        <source>unknown event kind &apos;%1&apos;</source>
        <translation>未知事件类型 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="343"/>
        <source>cannot read the run record: %1</source>
        <translation>无法读取运行记录：%1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="667"/>
        <source>the document has no package section</source>
        <translation>文档没有 package 部分</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="666"/>
        <source>the document has no module</source>
        <translation>文档没有模块</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="212"/>
        <source>a cyclic event needs a period</source>
        <translation>周期事件需要周期</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="675"/>
        <source>the event needs a condition</source>
        <translation>事件需要条件</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="676"/>
        <source>the event needs a rate</source>
        <translation>事件需要速率</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="693"/>
        <source>the frame length must be a whole number of steps</source>
        <translation>帧长必须是步长的整数倍</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="695"/>
        <source>the function %1() cannot be used in an output expression</source>
        <translation>函数 %1() 不能用在输出表达式中</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="715"/>
        <source>the interval is not a whole number of steps</source>
        <translation>区间不是步长的整数倍</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="719"/>
        <source>the line search could not make progress</source>
        <translation>线搜索无法取得进展</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="720"/>
        <source>the line search did not converge</source>
        <translation>线搜索不收敛</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="721"/>
        <source>the linear solve failed (singular Jacobian)</source>
        <translation>线性求解失败（雅可比矩阵奇异）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="722"/>
        <source>the linear solve failed</source>
        <translation>线性求解失败</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="723"/>
        <source>the linear solver setup failed (singular Jacobian)</source>
        <translation>线性求解器设置失败（雅可比矩阵奇异）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="724"/>
        <source>the maximum number of Newton iterations was reached</source>
        <translation>已达到牛顿迭代的最大次数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="733"/>
        <source>the occurrence time</source>
        <translation>发生时间</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="734"/>
        <source>the old name of &quot;resultsOnlyAtSync&quot;; give only one of them</source>
        <translation>这是 &quot;resultsOnlyAtSync&quot; 的旧名称；两者只能给出其一</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="739"/>
        <source>the parent chain is cyclic (%1)</source>
        <translation>父状态链存在循环（%1）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="741"/>
        <source>the period</source>
        <translation>周期</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="749"/>
        <source>the rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="754"/>
        <source>the requested accuracy cannot be reached (loosen the tolerances)</source>
        <translation>无法达到所要求的精度（请放宽容差）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="786"/>
        <source>the step must be positive and the stop time after the start</source>
        <translation>步长必须为正，且终止时间必须晚于开始时间</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="794"/>
        <source>the timeout needs a time</source>
        <translation>超时需要时间</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="496"/>
        <source>no initial state &apos;%1&apos;</source>
        <translation>没有初始状态 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="502"/>
        <source>no parent state &apos;%1&apos;</source>
        <translation>没有父状态 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="596"/>
        <source>source or target state does not exist</source>
        <translation>源状态或目标状态不存在</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="796"/>
        <source>the trigger needs an expression</source>
        <translation>触发方式需要表达式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="208"/>
        <source>a composite state needs an initial state</source>
        <translation>复合状态需要初始状态</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="538"/>
        <source>only allowed with mode &quot;cyclic&quot;</source>
        <translation>仅在 &quot;cyclic&quot; 模式下允许</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="539"/>
        <source>only allowed with mode &quot;frames&quot;</source>
        <translation>仅在 &quot;frames&quot; 模式下允许</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="536"/>
        <source>only allowed with kind &quot;message&quot;</source>
        <translation>仅在 &quot;message&quot; 类型下允许</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="465"/>
        <source>must be absent when anyMessage is true</source>
        <translation>anyMessage 为 true 时必须省略</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="341"/>
        <source>cannot read the file &apos;%1&apos;</source>
        <translation>无法读取文件 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="338"/>
        <source>cannot read the document</source>
        <translation>无法读取文档</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="485"/>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="472"/>
        <source>must be greater than 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="475"/>
        <source>must contain at least one module</source>
        <translation>必须至少包含一个模块</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="478"/>
        <source>must contain at least one project</source>
        <translation>必须至少包含一个项目</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="474"/>
        <source>must contain at least one input port</source>
        <translation>必须至少包含一个输入端口</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="377"/>
        <source>end of input</source>
        <translation>输入结束</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="240"/>
        <source>a number</source>
        <translation>一个数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="253"/>
        <source>a string</source>
        <translation>一个字符串</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="348"/>
        <source>component name</source>
        <translation>组件名</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="21"/>
        <source>entry</source>
        <translation>进入动作</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="22"/>
        <source>exit</source>
        <translation>退出动作</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="23"/>
        <source>trigger</source>
        <translation>触发方式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="24"/>
        <source>guard</source>
        <translation>守卫条件</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="25"/>
        <source>action</source>
        <translation>动作</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="26"/>
        <source>(root)</source>
        <translation>（根）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="120"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="121"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="122"/>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="115"/>
        <source>&apos;%1&apos; is a predefined type and cannot name a model</source>
        <translation>“%1”是预定义类型，不能用作模型名</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="114"/>
        <source>&apos;%1&apos; is a predefined type and cannot be redefined</source>
        <translation>“%1”是预定义类型，不能重新定义</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="116"/>
        <source>&apos;%1&apos; is a predefined type and cannot name a variable</source>
        <translation>“%1”是预定义类型，不能用作变量名</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="130"/>
        <source>&apos;%1&apos; is final in type &apos;%2&apos; and cannot be modified here</source>
        <translation>“%1”在类型“%2”中是 final，不能在此修改</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="129"/>
        <source>&apos;%1&apos; is final in the type and cannot be modified</source>
        <translation>“%1”在类型中是 final，不能修改</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="146"/>
        <source>&apos;%1&apos; is not an attribute of %2 (start, fixed, unit, displayUnit, quantity, min, max, nominal, stateSelect)</source>
        <translation>“%1”不是 %2 的属性（start、fixed、unit、displayUnit、quantity、min、max、nominal、stateSelect）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="660"/>
        <source>the constant &apos;%1&apos; needs a value (= ...)</source>
        <translation>常量“%1”需要一个值（= ...）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="659"/>
        <source>the constant &apos;%1&apos; depends on the parameter &apos;%2&apos;; a constant&apos;s value must be known without parameters</source>
        <translation>常量“%1”依赖于参数“%2”；常量的值必须不依赖参数即可确定</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="804"/>
        <source>the value of parameter &apos;%1&apos; depends on the non-parameter &apos;%2&apos;</source>
        <translation>参数“%1”的值依赖于非参数“%2”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="616"/>
        <source>the Integer &apos;%1&apos; is given a Real value (%2); use integer(...) or div(...)</source>
        <translation>整型“%1”被赋予实数值（%2）；请使用 integer(...) 或 div(...)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="617"/>
        <source>the Integer &apos;%1&apos; is given the Real value %2</source>
        <translation>整型“%1”被赋予实数值 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="618"/>
        <source>the Integer &apos;%1&apos; is set to a Real value; use integer(...) or div(...)</source>
        <translation>整型“%1”被设为实数值；请使用 integer(...) 或 div(...)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="124"/>
        <source>&apos;%1&apos; is declared discrete: only a when-clause can give it a value</source>
        <translation>“%1”声明为离散变量：只有 when 语句能为其赋值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="649"/>
        <source>the condition of an if-equation must be Boolean, not %1 &apos;%2&apos;</source>
        <translation>if 方程的条件必须是布尔型，而不是 %1“%2”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="189"/>
        <source>&apos;break&apos; outside a for- or while-loop</source>
        <translation>“break”在 for 或 while 循环之外</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="196"/>
        <source>&apos;return&apos; is only allowed in a function</source>
        <translation>“return”只允许在函数中使用</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="784"/>
        <source>the start of sample() must be a parameter expression, but it depends on &apos;%1&apos;</source>
        <translation>sample() 的起始值必须是参数表达式，但它依赖于“%1”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="716"/>
        <source>the interval of sample() must be a parameter expression, but it depends on &apos;%1&apos;</source>
        <translation>sample() 的间隔必须是参数表达式，但它依赖于“%1”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="233"/>
        <source>a message must be a String (a literal, String(x), or strings joined with +), not &apos;%1&apos;</source>
        <translation>消息必须是字符串（字面量、String(x) 或用 + 连接的字符串），而不是“%1”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="59"/>
        <source>%1() has no argument &apos;%2&apos;</source>
        <translation>%1() 没有参数“%2”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="612"/>
        <source>terminate() needs a message</source>
        <translation>terminate() 需要一条消息</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="717"/>
        <source>the level of assert() is AssertionLevel.error or AssertionLevel.warning</source>
        <translation>assert() 的级别为 AssertionLevel.error 或 AssertionLevel.warning</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="55"/>
        <source>%1(%2) is outside its domain (%3)</source>
        <translation>%1(%2) 超出定义域（%3）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="683"/>
        <source>the expression is too long: more than %1 operations in one chain or nested (a sum of n terms counts n); split it with intermediate variables</source>
        <translation>表达式过长：一条运算链或嵌套中超过 %1 个运算（n 项之和计为 n 个）；请用中间变量将其拆分</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="490"/>
        <source>nesting is too deep (more than %1 levels)</source>
        <translation>嵌套过深（超过 %1 层）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="737"/>
        <source>the output interval %1 over %2 s gives %3 result rows of %4 columns (%5), more than the memory limit of %6 (--max-memory); choose a larger interval or a shorter run</source>
        <translation>输出间隔 %1 在 %2 秒内产生 %3 行结果、每行 %4 列（%5），超过内存上限 %6（--max-memory）；请选择更大的间隔或更短的运行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="756"/>
        <source>the results grew to %1 rows of %2 columns (%3), more than the memory limit of %4 (--max-memory); %5 event steps so far</source>
        <translation>结果已增长到 %1 行、每行 %2 列（%3），超过内存上限 %4（--max-memory）；目前已执行 %5 个事件步</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="608"/>
        <source>stopped on request while a loop was running; the run cannot go on from the middle of it</source>
        <translation>在循环运行时按请求停止；运行无法从循环中间继续</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="543"/>
        <source>out of memory: the linear solver of %1 states could not be allocated</source>
        <translation>内存不足：无法为 %1 个状态变量分配线性求解器</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="544"/>
        <source>out of memory: the solver of %1 states could not be allocated</source>
        <translation>内存不足：无法为 %1 个状态变量分配求解器</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="365"/>
        <source>division by zero (%1 / 0)</source>
        <translation>除以零（%1 / 0）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="849"/>
        <source>watch expressions read the variables of a single model; this document runs as several modules</source>
        <translation>监视表达式读取单个模型的变量；此文档作为多个模块运行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="853"/>
        <source>while-loop still running after 1000000 iterations</source>
        <translation>while 循环在 1000000 次迭代后仍在运行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="854"/>
        <source>write mode</source>
        <translation>信号写入模式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="855"/>
        <source>wrong number of arguments to %1()</source>
        <translation>%1() 的参数个数错误</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="856"/>
        <source>zero to a negative power (0 ^ %1)</source>
        <translation>零的负数次幂（0 ^ %1）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="235"/>
        <source>a negative number to a non-integer power (%1 ^ %2)</source>
        <translation>负数的非整数次幂（%1 ^ %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="56"/>
        <source>%1(%2, 0): division by zero</source>
        <translation>%1(%2, 0)：除以零</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="77"/>
        <source>&apos;%1&apos; became not a number (NaN) (%2)</source>
        <translation>“%1”变为非数值（NaN）（%2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="76"/>
        <source>&apos;%1&apos; became infinite (%2)</source>
        <translation>“%1”变为无穷大（%2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="782"/>
        <source>the solver makes no progress at t = %1: its last %2 steps were shorter than %3 * |t| (a discontinuity or a singularity there?)</source>
        <translation>求解器在 t = %1 处没有进展：最近 %2 步都短于 %3 * |t|（此处有间断或奇点？）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="462"/>
        <source>more than %1 solver steps without reaching the next output point or event, at t = %2 (raise --max-steps or check the model&apos;s stiffness)</source>
        <translation>超过 %1 个求解器步长仍未到达下一个输出点或事件，t = %2（请增大 --max-steps 或检查模型的刚性）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="589"/>
        <source>sample() needs a finite start and a positive, finite interval</source>
        <translation>sample() 需要有限的起始值和有限的正间隔</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="588"/>
        <source>sample() has more than 9e15 instants before the start time</source>
        <translation>sample() 在开始时间之前有超过 9e15 个时刻</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="261"/>
        <source>a zero-crossing function could not be evaluated at t = %1</source>
        <translation>在 t = %1 处无法计算过零函数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="753"/>
        <source>the replayed random numbers are used up (%1 given); the run draws more than the one that was logged</source>
        <translation>回放的随机数已用尽（给出 %1 个）；本次运行抽取的随机数多于记录的运行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="535"/>
        <source>only allowed with kind %1</source>
        <translation>仅在类型为 %1 时允许</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="537"/>
        <source>only allowed with method %1</source>
        <translation>仅在方法为 %1 时允许</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="484"/>
        <source>must not be before startTime</source>
        <translation>不能早于 startTime</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="477"/>
        <source>must contain at least one parameter</source>
        <translation>必须至少包含一个参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="547"/>
        <source>parameter %1 is listed twice</source>
        <translation>参数 %1 被列出两次</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="370"/>
        <source>duplicate output name %1</source>
        <translation>输出名称 %1 重复</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="247"/>
        <source>a sensitivity experiment needs at least one output</source>
        <translation>敏感性实验至少需要一个输出</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="476"/>
        <source>must contain at least one output (or give trajectories)</source>
        <translation>必须至少包含一个输出（或给出轨迹）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="466"/>
        <source>must be an even number from 2 to 1000</source>
        <translation>必须是 2 到 1000 之间的偶数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="450"/>
        <source>missing the parameter&apos;s values: give one of &quot;values&quot;, &quot;range&quot; or &quot;logRange&quot;</source>
        <translation>缺少参数的取值：请给出 &quot;values&quot;、&quot;range&quot; 或 &quot;logRange&quot; 之一</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="408"/>
        <source>give only one of &quot;values&quot;, &quot;range&quot; and &quot;logRange&quot;</source>
        <translation>只能给出 &quot;values&quot;、&quot;range&quot; 和 &quot;logRange&quot; 中的一个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="14"/>
        <source>%1 (becomes false)</source>
        <translation>%1（变为假）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="15"/>
        <source>%1 (column %2)</source>
        <translation>%1（第 %2 列）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="17"/>
        <source>%1 (true; waits to become false)</source>
        <translation>%1（为真；等待变为假）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="18"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="19"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="20"/>
        <source>%1 PB</source>
        <translation>%1 PB</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="21"/>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="24"/>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="26"/>
        <source>%1 does not close any open block</source>
        <translation>%1 不对应任何未结束的块</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="27"/>
        <source>%1 equation and %2 unknown</source>
        <translation>%1 个方程、%2 个未知量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="28"/>
        <source>%1 equation and %2 unknowns</source>
        <translation>%1 个方程、%2 个未知量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="29"/>
        <source>%1 equations and %2 unknown</source>
        <translation>%1 个方程、%2 个未知量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="30"/>
        <source>%1 equations and %2 unknowns</source>
        <translation>%1 个方程、%2 个未知量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="32"/>
        <source>%1 failed (KINSOL error %2)</source>
        <translation>%1 失败（KINSOL 错误 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="33"/>
        <source>%1 failed: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="39"/>
        <source>%1 is not a valid %2 (expected %3)</source>
        <translation>%1 不是有效的%2（应为 %3）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="40"/>
        <source>%1 is not an identifier (letters, digits and _, not starting with a digit)</source>
        <translation>%1 不是标识符（应由字母、数字和 _ 组成，且不以数字开头）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="42"/>
        <source>%1 is not of the form &quot;Module.port&quot;</source>
        <translation>%1 不是 &quot;Module.port&quot; 的形式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="44"/>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="45"/>
        <source>%1 must be a Boolean expression</source>
        <translation>%1必须是布尔表达式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="46"/>
        <source>%1 must be a non-negative integer</source>
        <translation>%1 必须是非负整数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="47"/>
        <source>%1 must be a number</source>
        <translation>%1必须是数值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="48"/>
        <source>%1 needs 0 &lt; minStep &lt;= maxStep and a positive syncStep</source>
        <translation>%1 要求 0 &lt; minStep &lt;= maxStep，且 syncStep 为正</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="49"/>
        <source>%1 of %2 runs are missing (%3); no chunk has finished</source>
        <translation>%2 次运行中缺少 %1 次（%3）；没有任何分块已完成</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="50"/>
        <source>%1 of %2 runs are missing (%3); rerun --index %4 with --chunk %5</source>
        <translation>%2 次运行中缺少 %1 次（%3）；请用 --index %4 --chunk %5 重新运行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="51"/>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="52"/>
        <source>%1 ran another model (%2, not %3)</source>
        <translation>%1 运行的是另一个模型（%2，而不是 %3）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="58"/>
        <source>%1() has no argument %2</source>
        <translation>%1() 没有第 %2 个参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="60"/>
        <source>%1() needs a numeric argument</source>
        <translation>%1() 需要一个数值参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="61"/>
        <source>%1() needs numeric arguments</source>
        <translation>%1() 需要数值参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="63"/>
        <source>%1() takes %2 argument, %3 given</source>
        <translation>%1() 需要 %2 个参数，但给出了 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="64"/>
        <source>%1() takes %2 arguments, %3 given</source>
        <translation>%1() 需要 %2 个参数，但给出了 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="65"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="66"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="67"/>
        <source>%1; equations without an unknown: %2</source>
        <translation>%1；没有未知量的方程：%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="68"/>
        <source>%1; its guard was false at t = %2</source>
        <translation>%1；其守卫条件在 t = %2 时为假</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="72"/>
        <source>%1; variables without an equation: %2</source>
        <translation>%1；没有方程的变量：%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="75"/>
        <source>&apos;%1&apos; and output %2 of &apos;%3&apos; have different sizes: %4 and %5</source>
        <translation>“%1” 与 “%3” 的第 %2 个输出大小不同：%4 与 %5</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="79"/>
        <source>&apos;%1&apos; cannot be a literal of the enumeration &apos;%2&apos;: it names an attribute of the type</source>
        <translation>“%1” 不能作为枚举 “%2” 的字面量：它是类型属性的名称</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="81"/>
        <source>&apos;%1&apos; compares %2 with %3</source>
        <translation>“%1” 将 %2 与 %3 比较</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="82"/>
        <source>&apos;%1&apos; computes with %2: an enumeration has no arithmetic (Integer(e) is its ordinal)</source>
        <translation>“%1” 对 %2 进行运算：枚举没有算术运算（Integer(e) 给出其序号）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="85"/>
        <source>&apos;%1&apos; has a record operand (record &apos;%2&apos;): records have no operators</source>
        <translation>“%1” 有记录操作数（记录 “%2”）：记录没有运算符</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="92"/>
        <source>&apos;%1&apos; has size %2, but its binding has size %3</source>
        <translation>“%1”的大小为 %2，但声明中的绑定值大小为 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="93"/>
        <source>&apos;%1&apos; has size %2, but its modifier &apos;%3&apos; has size %4</source>
        <translation>“%1”的大小为 %2，但其修饰符“%3”的大小为 %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="95"/>
        <source>&apos;%1&apos; in &apos;%2&apos; is %3, but its binding is %4</source>
        <translation>“%2” 中的 “%1” 是 %3，但其绑定是 %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="97"/>
        <source>&apos;%1&apos; in the function &apos;%2&apos; is public but neither an input nor an output: declare it protected</source>
        <translation>函数“%2”中的“%1”是公共的，但既不是输入也不是输出：请将其声明为 protected</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="99"/>
        <source>&apos;%1&apos; is %2, but &apos;%3&apos; is %4</source>
        <translation>“%1” 是 %2，而 “%3” 是 %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="100"/>
        <source>&apos;%1&apos; is %2, but the value assigned is %3</source>
        <translation>“%1” 是 %2，但所赋的值是 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="122"/>
        <source>&apos;%1&apos; is assigned in a when-clause and must not have another equation</source>
        <translation>&apos;%1&apos; 已在 when 语句中赋值，不能再有其他方程</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="123"/>
        <source>&apos;%1&apos; is called on arrays, element by element, which needs a function with one scalar output</source>
        <translation>“%1” 以数组为实参逐元素调用，这要求函数只有一个标量输出</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="137"/>
        <source>&apos;%1&apos; is not a field of a record</source>
        <translation>“%1” 不是记录的字段</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="140"/>
        <source>&apos;%1&apos; is not a parameter of %2 (it is %3)</source>
        <translation>&apos;%1&apos; 不是 %2 的参数（它是%3）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="141"/>
        <source>&apos;%1&apos; is not a record</source>
        <translation>“%1” 不是记录</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="143"/>
        <source>&apos;%1&apos; is not a variable of the function &apos;%2&apos; (a function sees only its inputs, outputs and protected variables)</source>
        <translation>“%1”不是函数“%2”的变量（函数只能访问自身的输入、输出和 protected 变量）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="144"/>
        <source>&apos;%1&apos; is not a variable of the function &apos;%2&apos;</source>
        <translation>“%1”不是函数“%2”的变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="163"/>
        <source>&apos;%1&apos; is used before it is given a value in the function &apos;%2&apos;</source>
        <translation>函数“%2”中的“%1”在赋值之前就被使用</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="164"/>
        <source>&apos;%1&apos; mixes %2 and %3</source>
        <translation>“%1” 混用了 %2 与 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="165"/>
        <source>&apos;%1&apos; needs Boolean operands</source>
        <translation>&apos;%1&apos; 需要布尔操作数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="174"/>
        <source>&apos;%1&apos; needs two vectors of size 3, not sizes %2 and %3</source>
        <translation>“%1”需要两个大小为 3 的向量，而实际大小为 %2 和 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="175"/>
        <source>&apos;%1&apos; needs two vectors, not sizes %2 and %3</source>
        <translation>“%1”需要两个向量，而实际大小为 %2 和 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="179"/>
        <source>&apos;%1&apos; sets the size of arrays or the range of loops of %2: it is fixed when the model is compiled and cannot vary between runs</source>
        <translation>“%1”决定 %2 中的数组大小或循环范围：它在模型编译时即已固定，不能在各次运行之间改变</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="180"/>
        <source>&apos;%1&apos; sets the size of arrays or the range of loops: it is fixed when the model is compiled; change it in the model</source>
        <translation>“%1”决定数组大小或循环范围：它在模型编译时即已固定；请在模型中修改</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="181"/>
        <source>&apos;%1&apos; stands only on the left of &apos;=&apos; or &apos;:=&apos;, taking the outputs of a function call</source>
        <translation>“%1” 只能出现在 “=” 或 “:=” 左侧，用于接收函数调用的输出</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="183"/>
        <source>&apos;%1&apos; takes a number, not %2</source>
        <translation>“%1” 接受数值，而不是 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="184"/>
        <source>&apos;%1&apos; takes the outputs of a call of a function; &apos;%2&apos; is not one</source>
        <translation>“%1” 接收函数调用的输出，而 “%2” 不是函数调用</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="187"/>
        <source>&apos;^&apos; is not associative; use parentheses, e.g. (a^b)^c or a^(b^c)</source>
        <translation>&apos;^&apos; 不满足结合律；请使用括号，例如 (a^b)^c 或 a^(b^c)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="193"/>
        <source>&apos;enumeration(:)&apos; is not supported yet: list the literals</source>
        <translation>暂不支持 “enumeration(:)”：请列出字面量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="194"/>
        <source>&apos;not not&apos; is not allowed; use parentheses</source>
        <translation>不允许 &apos;not not&apos;；请使用括号</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="195"/>
        <source>&apos;not&apos; needs a Boolean operand</source>
        <translation>&apos;not&apos; 需要布尔操作数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="198"/>
        <source>CVODE error %1</source>
        <translation>CVODE 错误 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="199"/>
        <source>Integer() takes an enumeration value; integer() rounds a number down</source>
        <translation>Integer() 接受枚举值；对数值向下取整请用 integer()</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="200"/>
        <source>KINSOL error %1</source>
        <translation>KINSOL 错误 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="201"/>
        <source>&quot;all&quot; or an array of run indices</source>
        <translation>&quot;all&quot; 或运行序号数组</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="203"/>
        <source>a String variable whose value is known only while running is not supported yet (String constants, parameters and variables with a text known when compiling are)</source>
        <translation>暂不支持只在运行时才知道值的 String 变量（编译时文本已知的 String 常量、参数和变量是支持的）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="204"/>
        <source>a boolean</source>
        <translation>一个布尔值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="205"/>
        <source>a chunk of another experiment (%1)</source>
        <translation>属于另一个实验的分块（%1）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="210"/>
        <source>a condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="211"/>
        <source>a constant variable</source>
        <translation>常量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="213"/>
        <source>a declaration or a section keyword (&apos;equation&apos;, &apos;algorithm&apos;)</source>
        <translation>声明或段关键字（&apos;equation&apos;、&apos;algorithm&apos;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="214"/>
        <source>a declaration</source>
        <translation>声明</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="215"/>
        <source>a derivative variable</source>
        <translation>导数变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="216"/>
        <source>a dimension &gt;= 1 and arrays</source>
        <translation>一个 &gt;= 1 的维度序号和若干数组</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="217"/>
        <source>a dimension and arrays</source>
        <translation>一个维度序号和若干数组</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="218"/>
        <source>a discrete variable</source>
        <translation>离散变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="220"/>
        <source>a first value, a last value and a number of points</source>
        <translation>起始值、终止值和点数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="226"/>
        <source>a function has no when-statements (in &apos;%1&apos;)</source>
        <translation>函数中不能有 when 语句（在“%1”中）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="227"/>
        <source>a guard</source>
        <translation>守卫条件</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="228"/>
        <source>a list of numbers</source>
        <translation>一个数值列表</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="229"/>
        <source>a list</source>
        <translation>一个列表</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="234"/>
        <source>a negative integer</source>
        <translation>一个负整数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="236"/>
        <source>a non-negative integer</source>
        <translation>一个非负整数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="237"/>
        <source>a number or a Boolean</source>
        <translation>数值或布尔值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="238"/>
        <source>a number or a text</source>
        <translation>一个数或一段文本</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="239"/>
        <source>a number with a fraction or exponent</source>
        <translation>一个带小数部分或指数的数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="241"/>
        <source>a number, an array of numbers or a string</source>
        <translation>一个数、一个数值数组或一个字符串</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="242"/>
        <source>a parameter variable</source>
        <translation>参数变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="243"/>
        <source>a rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="244"/>
        <source>a run index (0, 1, ...)</source>
        <translation>一个运行序号（0、1、...）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="245"/>
        <source>a selection&apos;s id</source>
        <translation>手动选择的 id</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="246"/>
        <source>a selection&apos;s step</source>
        <translation>手动选择的步号</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="248"/>
        <source>a state variable</source>
        <translation>状态变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="249"/>
        <source>a state-space block needs at least one output</source>
        <translation>状态空间功能块至少需要一个输出</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="250"/>
        <source>a state-space block without states needs parameter &quot;%1&quot;</source>
        <translation>没有状态的状态空间功能块需要参数 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="251"/>
        <source>a statement</source>
        <translation>语句</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="252"/>
        <source>a string is not allowed here</source>
        <translation>此处不允许使用字符串</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="256"/>
        <source>a text</source>
        <translation>一段文本</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="257"/>
        <source>a timeout</source>
        <translation>超时时间</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="258"/>
        <source>a value and its sizes</source>
        <translation>一个值及各维大小</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="259"/>
        <source>a value</source>
        <translation>一个值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="262"/>
        <source>a zero-crossing function could not be evaluated</source>
        <translation>无法计算过零函数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="263"/>
        <source>after &apos;%1.&apos;</source>
        <translation>&apos;%1.&apos; 之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="264"/>
        <source>after &apos;annotation&apos;</source>
        <translation>&apos;annotation&apos; 之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="265"/>
        <source>after &apos;end %1&apos;</source>
        <translation>&apos;end %1&apos; 之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="268"/>
        <source>after &apos;for&apos;</source>
        <translation>&apos;for&apos; 之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="270"/>
        <source>after &apos;within&apos;</source>
        <translation>&apos;within&apos; 之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="271"/>
        <source>after annotation</source>
        <translation>注解之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="272"/>
        <source>after declaration</source>
        <translation>声明之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="273"/>
        <source>after equation</source>
        <translation>方程之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="274"/>
        <source>after statement</source>
        <translation>语句之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="275"/>
        <source>after the condition of %1</source>
        <translation>%1 的条件之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="276"/>
        <source>after the condition of the if-expression</source>
        <translation>if 表达式的条件之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="280"/>
        <source>after the external clause</source>
        <translation>external 子句之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="281"/>
        <source>after the for-range</source>
        <translation>for 范围之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="283"/>
        <source>after the loop variable</source>
        <translation>循环变量之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="284"/>
        <source>an algebraic variable</source>
        <translation>代数变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="285"/>
        <source>an algorithm section is part of an algebraic loop, which is not supported</source>
        <translation>algorithm 段是代数环的一部分，这种情况不受支持</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="286"/>
        <source>an array and optionally a dimension</source>
        <translation>一个数组，以及可选的维度序号</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="287"/>
        <source>an array is only allowed as the condition of a when-clause</source>
        <translation>数组只能用作 when 语句的条件</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="289"/>
        <source>an array</source>
        <translation>一个数组</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="290"/>
        <source>an assertion of the function &apos;%1&apos; fails: &apos;%2&apos;</source>
        <translation>函数“%1”中的断言失败：“%2”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="291"/>
        <source>an assignment to &apos;%1&apos; needs one subscript per dimension of &apos;%2&apos; (slices are not supported yet)</source>
        <translation>对“%1”赋值时，“%2”的每个维度都需要一个下标（尚不支持切片）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="294"/>
        <source>an enumeration literal</source>
        <translation>枚举字面量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="295"/>
        <source>an equation inside a when-clause must have a variable on its left-hand side</source>
        <translation>when 语句中的方程左侧必须是变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="296"/>
        <source>an event&apos;s step</source>
        <translation>事件的步号</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="298"/>
        <source>an explanation reads the run of a single model; this document runs as several modules</source>
        <translation>解释只读取单个模型的运行；此文档作为多个模块运行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="301"/>
        <source>an expression with arrays or function calls nested more than %1 levels deep; split it with intermediate variables</source>
        <translation>含数组或函数调用的表达式嵌套超过 %1 层；请用中间变量拆分</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="302"/>
        <source>an expression</source>
        <translation>表达式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="303"/>
        <source>an if-equation with a non-parameter condition needs an else branch</source>
        <translation>条件不是参数表达式的 if 方程需要 else 分支</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="305"/>
        <source>an if-expression inside an expression needs parentheses: (if c then a else b)</source>
        <translation>表达式中的 if 表达式需要加括号：(if c then a else b)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="306"/>
        <source>an input variable</source>
        <translation>输入变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="307"/>
        <source>an integer</source>
        <translation>一个整数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="308"/>
        <source>an internal variable</source>
        <translation>内部变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="309"/>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="310"/>
        <source>an operation left its domain</source>
        <translation>运算超出了定义域</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="311"/>
        <source>an unsupported value</source>
        <translation>一个不受支持的值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="316"/>
        <source>arrays of records are not supported yet: &apos;%1&apos;</source>
        <translation>暂不支持记录数组：“%1”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="318"/>
        <source>at %1</source>
        <translation>时刻 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="319"/>
        <source>at the start of the source</source>
        <translation>源文本开头</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="320"/>
        <source>base type of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 的基类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="321"/>
        <source>branch [%1]</source>
        <translation>分支 [%1]</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="322"/>
        <source>branch</source>
        <translation>分支</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="327"/>
        <source>cannot assign a %1 value to the Boolean &apos;%2&apos;</source>
        <translation>不能将 %1 类型的值赋给布尔变量 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="329"/>
        <source>cannot assign a Boolean value to the %1 &apos;%2&apos;</source>
        <translation>不能将布尔值赋给 %1 类型的变量 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="331"/>
        <source>cannot assign a Real value to the Integer &apos;%1&apos;</source>
        <translation>不能将实数值赋给整型变量 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="332"/>
        <source>cannot assign to constant &apos;%1&apos;</source>
        <translation>不能对常量 &apos;%1&apos; 赋值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="333"/>
        <source>cannot assign to parameter &apos;%1&apos;</source>
        <translation>不能对参数 &apos;%1&apos; 赋值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="334"/>
        <source>cannot compare these operand types</source>
        <translation>无法比较这些类型的操作数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="335"/>
        <source>cannot create a %1 block</source>
        <translation>无法创建 %1 功能块</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="336"/>
        <source>cannot read &apos;%1&apos;</source>
        <translation>无法读取 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="337"/>
        <source>cannot read &apos;%1&apos;: no chunk of an experiment has run in this directory</source>
        <translation>无法读取 &apos;%1&apos;：此目录中尚未运行过任何实验分块</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="339"/>
        <source>cannot read the document: %1</source>
        <translation>无法读取文档：%1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="340"/>
        <source>cannot read the experiment: %1</source>
        <translation>无法读取实验：%1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="344"/>
        <source>cannot solve this equation for the %1 &apos;%2&apos;; write it as %2 = ...</source>
        <translation>无法从此方程解出 %1 类型的变量 &apos;%2&apos;；请写成 %2 = ... 的形式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="347"/>
        <source>comparisons cannot be chained; use &apos;and&apos; or parentheses</source>
        <translation>比较运算不能连写；请使用 &apos;and&apos; 或括号</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="358"/>
        <source>cosimulation mode</source>
        <translation>协同仿真模式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="359"/>
        <source>cyclic, first %1, period %2</source>
        <translation>周期性，首次 %1，周期 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="361"/>
        <source>der() of the non-Real variable &apos;%1&apos; (%2)</source>
        <translation>对非 Real 变量 &apos;%1&apos; 使用 der()（其类型为 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="362"/>
        <source>der() of the non-Real variable &apos;%1&apos;</source>
        <translation>对非 Real 变量 &apos;%1&apos; 使用 der()</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="364"/>
        <source>distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="366"/>
        <source>duplicate event name %1 (first used by %2)</source>
        <translation>事件名称 %1 重复（首次用于 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="367"/>
        <source>duplicate experiment name %1 (first used by %2)</source>
        <translation>实验名称 %1 重复（首次用于 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="368"/>
        <source>duplicate key %1</source>
        <translation>重复的键 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="369"/>
        <source>duplicate module name %1 (first used by %2)</source>
        <translation>模块名称 %1 重复（首次用于 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="371"/>
        <source>duplicate parameter %1</source>
        <translation>重复的参数 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="372"/>
        <source>duplicate state name %1 (first used by %2)</source>
        <translation>状态名称 %1 重复（首次用于 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="373"/>
        <source>duplicate statechart name %1 (first used by %2)</source>
        <translation>状态图名称 %1 重复（首次用于 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="374"/>
        <source>duplicate transition name %1 (first used by %2)</source>
        <translation>迁移名称 %1 重复（首次用于 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="29"/>
        <location filename="../ui/i18n/message_catalogue.cpp" line="375"/>
        <source>dynamic event</source>
        <translation>动态事件</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="376"/>
        <source>edge() needs a Boolean variable</source>
        <translation>edge() 需要布尔变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="379"/>
        <source>event %1 takes %2 argument, %3 given</source>
        <translation>事件 %1 需要 %2 个参数，但给出了 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="380"/>
        <source>event %1 takes %2 arguments, %3 given</source>
        <translation>事件 %1 需要 %2 个参数，但给出了 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="383"/>
        <source>event trigger kind</source>
        <translation>事件触发方式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="385"/>
        <source>every branch of an if-equation must have the same number of equations</source>
        <translation>if 方程的每个分支必须有相同数量的方程</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="388"/>
        <source>expected %1 %2, found %3</source>
        <translation>%2应为 %1，实际为 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="389"/>
        <source>expected %1 fields</source>
        <translation>应有 %1 个字段</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="390"/>
        <source>expected %1 fields, found %2</source>
        <translation>应有 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="393"/>
        <source>expected &apos;:=&apos; or &apos;(&apos; after &apos;%1&apos;, found %2</source>
        <translation>&apos;%1&apos; 之后应为 &apos;:=&apos; 或 &apos;(&apos;，实际为 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="395"/>
        <source>experiment %1 must be a numeric constant; ignored</source>
        <translation>experiment 注解中的 %1 必须是数值常量；已忽略</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="396"/>
        <source>experiment kind</source>
        <translation>实验类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/diagnostic_text.cpp" line="28"/>
        <location filename="../ui/i18n/message_catalogue.cpp" line="397"/>
        <source>experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="399"/>
        <source>experiments run the model of a single-module document; this one has several modules</source>
        <translation>实验只能运行单模块文档的模型；此文档包含多个模块</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="402"/>
        <source>file format</source>
        <translation>文件格式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="403"/>
        <source>for the %1 at line %2</source>
        <translation>为结束第 %2 行的 %1，此处</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="407"/>
        <source>give either &quot;step&quot; or &quot;points&quot;, not both</source>
        <translation>请给出 &quot;step&quot; 或 &quot;points&quot;，不能同时给出</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="409"/>
        <source>identifier</source>
        <translation>标识符</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="411"/>
        <source>in equation</source>
        <translation>方程中</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="412"/>
        <source>in if-expression (it needs an &apos;else&apos; branch)</source>
        <translation>if 表达式必须有 &apos;else&apos; 分支，此处</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="415"/>
        <source>initialization failed: the algebraic loop in %1 could not be solved (%2)</source>
        <translation>初始化失败：无法求解包含 %1 的代数环（%2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="417"/>
        <source>initialization problem is unbalanced: %1</source>
        <translation>初始化问题不平衡：%1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="419"/>
        <source>invalid character &apos;%1&apos;</source>
        <translation>无效字符 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="420"/>
        <source>invalid character</source>
        <translation>无效字符</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="421"/>
        <source>invalid solver input</source>
        <translation>求解器输入无效</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="435"/>
        <source>loop variable</source>
        <translation>循环变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="436"/>
        <source>malformed JSON: %1</source>
        <translation>JSON 格式错误：%1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="437"/>
        <source>malformed JSON: nested deeper than %1 levels</source>
        <translation>JSON 格式错误：嵌套超过 %1 层</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="440"/>
        <source>missing parameter &quot;%1&quot;</source>
        <translation>缺少参数 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="441"/>
        <source>missing required key %1 (or give trajectories)</source>
        <translation>缺少必需的键 %1（或给出轨迹）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="442"/>
        <source>missing required key %1 (the kind is %2)</source>
        <translation>缺少必需的键 %1（类型为 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="443"/>
        <source>missing required key %1</source>
        <translation>缺少必需的键 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="444"/>
        <source>missing required key &quot;block&quot; (the module is of kind &quot;block&quot;)</source>
        <translation>缺少必需的键 &quot;block&quot;（该模块的类型为 &quot;block&quot;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="445"/>
        <source>missing required key &quot;frame&quot; (the mode is &quot;frames&quot;)</source>
        <translation>缺少必需的键 &quot;frame&quot;（模式为 &quot;frames&quot;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="446"/>
        <source>missing required key &quot;initial&quot; (composite state %1 has child states)</source>
        <translation>缺少必需的键 &quot;initial&quot;（复合状态 %1 包含子状态）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="447"/>
        <source>missing required key &quot;initial&quot; (the statechart has states)</source>
        <translation>缺少必需的键 &quot;initial&quot;（该状态图包含状态）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="448"/>
        <source>missing required key &quot;maxStep&quot; (minStep %1 is greater than its default %2)</source>
        <translation>缺少必需的键 &quot;maxStep&quot;（minStep %1 大于 maxStep 的默认值 %2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="449"/>
        <source>missing required key &quot;trigger&quot; (only transitions leaving a choice state have none)</source>
        <translation>缺少必需的键 &quot;trigger&quot;（只有从选择点出发的迁移才没有触发方式）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="451"/>
        <source>missing the spacing: give &quot;step&quot; or &quot;points&quot;</source>
        <translation>缺少间隔：请给出 &quot;step&quot; 或 &quot;points&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="453"/>
        <source>model is unbalanced: %1</source>
        <translation>模型不平衡：%1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="454"/>
        <source>modifier name</source>
        <translation>修饰符名</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="456"/>
        <source>module %1 has no input &apos;%2&apos; (it has: %3)</source>
        <translation>模块 %1 没有输入 &apos;%2&apos;（它的输入有：%3）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="457"/>
        <source>module %1 has no input &apos;%2&apos;</source>
        <translation>模块 %1 没有输入 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="458"/>
        <source>module %1 has no output &apos;%2&apos; (it has: %3)</source>
        <translation>模块 %1 没有输出 &apos;%2&apos;（它的输出有：%3）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="459"/>
        <source>module %1 has no output &apos;%2&apos;</source>
        <translation>模块 %1 没有输出 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="460"/>
        <source>module %1 is already a project (%2)</source>
        <translation>模块 %1 已经是一个项目（%2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="461"/>
        <source>module kind</source>
        <translation>模块类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="463"/>
        <source>more than one of &apos;input&apos;, &apos;output&apos;</source>
        <translation>&apos;input&apos; 和 &apos;output&apos; 只能使用其一</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="464"/>
        <source>more than one of &apos;parameter&apos;, &apos;constant&apos;, &apos;discrete&apos;</source>
        <translation>&apos;parameter&apos;、&apos;constant&apos;、&apos;discrete&apos; 只能使用其一</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="467"/>
        <source>must be at least 1</source>
        <translation>必须不小于 1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="468"/>
        <source>must be at least 2</source>
        <translation>必须不小于 2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="479"/>
        <source>must contain at least one value</source>
        <translation>必须至少包含一个值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="480"/>
        <source>must contain at least one variable</source>
        <translation>必须至少包含一个变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="486"/>
        <source>must not be less than from</source>
        <translation>不能小于 from</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="487"/>
        <source>must not be less than min</source>
        <translation>不能小于 min</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="473"/>
        <source>must be greater than min</source>
        <translation>必须大于 min</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="470"/>
        <source>must be greater than 0 (a logarithmic range)</source>
        <translation>必须大于 0（对数范围）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="471"/>
        <source>must be greater than 0 and less than 1</source>
        <translation>必须大于 0 且小于 1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="469"/>
        <source>must be from 0 to 100</source>
        <translation>必须在 0 到 100 之间</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="489"/>
        <source>must not be negative</source>
        <translation>不能为负</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="482"/>
        <source>must lie between min and max</source>
        <translation>必须位于 min 与 max 之间</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="22"/>
        <source>%1 at the stop time: %2 in the run, %3 in this order</source>
        <translation>%1 在停止时刻：运行中为 %2，此顺序下为 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="23"/>
        <source>%1 became true</source>
        <translation>%1 变为真</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="25"/>
        <source>%1 changed from %2 to %3</source>
        <translation>%1 从 %2 变为 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="34"/>
        <source>%1 holds at the start</source>
        <translation>%1 在开始时即为真</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="36"/>
        <source>%1 is about to run</source>
        <translation>%1 即将执行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="43"/>
        <source>%1 joins %2 connectors with %3</source>
        <translation>%1 用 %3 连接了 %2 个连接器</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="53"/>
        <source>%1 reported at t = %2</source>
        <translation>在 t = %2 时报告了 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="74"/>
        <source>&apos;%1&apos; and &apos;%2&apos; both drive the same connection: a connected signal has one source (an output of a component or an input of the class)</source>
        <translation>&apos;%1&apos; 和 &apos;%2&apos; 同时驱动同一连接：一个连接的信号只能有一个来源（组件的输出或类的输入）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="78"/>
        <source>&apos;%1&apos; cannot be %2: its element &apos;%3&apos; has such a prefix already</source>
        <translation>&apos;%1&apos; 不能是 %2：其元素 &apos;%3&apos; 已带有这样的前缀</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="80"/>
        <source>&apos;%1&apos; cannot be read as one array: the elements of &apos;%2&apos; differ, or a size is not known when the model is translated</source>
        <translation>&apos;%1&apos; 无法作为一个数组读取：&apos;%2&apos; 的各元素不一致，或某个尺寸在模型翻译时未知</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="84"/>
        <source>&apos;%1&apos; has %2 dimensions, but %3 subscripts are given</source>
        <translation>&apos;%1&apos; 有 %2 个维度，但给出了 %3 个下标</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="86"/>
        <source>&apos;%1&apos; has dimensions or a direction: a class extending it can have no other components or base classes</source>
        <translation>&apos;%1&apos; 带有维度或方向：继承它的类不能再有其他组件或基类</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="87"/>
        <source>&apos;%1&apos; has no component &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 没有组件 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="88"/>
        <source>&apos;%1&apos; has no element &apos;%2&apos; in its declared type &apos;%3&apos;</source>
        <translation>&apos;%1&apos; 在其声明类型 &apos;%3&apos; 中没有元素 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="89"/>
        <source>&apos;%1&apos; has no element &apos;%2&apos; to modify</source>
        <translation>&apos;%1&apos; 没有可修改的元素 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="90"/>
        <source>&apos;%1&apos; has no element &apos;%2&apos; to redeclare</source>
        <translation>&apos;%1&apos; 没有可重声明的元素 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="91"/>
        <source>&apos;%1&apos; has no element &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 没有元素 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="94"/>
        <source>&apos;%1&apos; holds an operator record: a class cannot extend it</source>
        <translation>&apos;%1&apos; 含有运算符记录：类不能继承它</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="98"/>
        <source>&apos;%1&apos; is %2 and cannot be redeclared %3</source>
        <translation>&apos;%1&apos; 是 %2，不能重声明为 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="101"/>
        <source>&apos;%1&apos; is a %2, not a package: only its encapsulated classes can be named through it (&apos;%3&apos;)</source>
        <translation>&apos;%1&apos; 是 %2，不是包：只能通过它引用其封装（encapsulated）类（&apos;%3&apos;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="102"/>
        <source>&apos;%1&apos; is a %2: a component cannot have it as its type</source>
        <translation>&apos;%1&apos; 是 %2：组件不能以它为类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="103"/>
        <source>&apos;%1&apos; is a %2: a variable of a function or record cannot have it as its type</source>
        <translation>&apos;%1&apos; 是 %2：函数或记录的变量不能以它为类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="104"/>
        <source>&apos;%1&apos; is a %2: only a model, block or class can be simulated</source>
        <translation>&apos;%1&apos; 是 %2：只有 model、block 或 class 可以仿真</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="106"/>
        <source>&apos;%1&apos; is a class, not a value</source>
        <translation>&apos;%1&apos; 是类，不是值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="107"/>
        <source>&apos;%1&apos; is a component of the class &apos;%2&apos;, not a value</source>
        <translation>&apos;%1&apos; 是类 &apos;%2&apos; 的组件，不是值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="108"/>
        <source>&apos;%1&apos; is a component of the class &apos;%2&apos;: it cannot be given a value with &apos;=&apos;</source>
        <translation>&apos;%1&apos; 是类 &apos;%2&apos; 的组件：不能用 &apos;=&apos; 给它赋值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="109"/>
        <source>&apos;%1&apos; is a component, not a class: it cannot be a type</source>
        <translation>&apos;%1&apos; 是组件，不是类：它不能作为类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="110"/>
        <source>&apos;%1&apos; is a conditional component that is not present here</source>
        <translation>&apos;%1&apos; 是条件组件，在此处不存在</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="111"/>
        <source>&apos;%1&apos; is a conditional component: only connect() can use it</source>
        <translation>&apos;%1&apos; 是条件组件：只有 connect() 可以使用它</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="112"/>
        <source>&apos;%1&apos; is a constant: it cannot be redeclared</source>
        <translation>&apos;%1&apos; 是常量：不能重声明</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="117"/>
        <source>&apos;%1&apos; is a variable of the component &apos;%2&apos;: a when-equation sets the variables of its own class only</source>
        <translation>&apos;%1&apos; 是组件 &apos;%2&apos; 的变量：when 方程只能设置其所在类的变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="118"/>
        <source>&apos;%1&apos; is a variable of type %2: it has no component &apos;%3&apos;</source>
        <translation>&apos;%1&apos; 是 %2 类型的变量：它没有组件 &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="119"/>
        <source>&apos;%1&apos; is a variable: it has no component &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 是变量：它没有组件 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="121"/>
        <source>&apos;%1&apos; is an instance of the %2 &apos;%3&apos;: &apos;%4&apos; applies only to variables, records and connectors</source>
        <translation>&apos;%1&apos; 是 %2 &apos;%3&apos; 的实例：&apos;%4&apos; 只适用于变量、记录和连接器</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="125"/>
        <source>&apos;%1&apos; is declared outer, but no component around it declares an inner &apos;%2&apos;: one is made at the top of the model</source>
        <translation>&apos;%1&apos; 声明为 outer，但外层没有组件声明 inner &apos;%2&apos;：已在模型顶层创建一个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="126"/>
        <source>&apos;%1&apos; is declared twice in &apos;%2&apos; (once inherited)</source>
        <translation>&apos;%1&apos; 在 &apos;%2&apos; 中声明了两次（其中一次为继承）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="128"/>
        <source>&apos;%1&apos; is final and cannot be modified</source>
        <translation>&apos;%1&apos; 是 final，不能修改</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="131"/>
        <source>&apos;%1&apos; is final: it cannot be redeclared</source>
        <translation>&apos;%1&apos; 是 final：不能重声明</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="132"/>
        <source>&apos;%1&apos; is found in two packages imported with &apos;.*&apos;: &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>&apos;%1&apos; 出现在两个用 &apos;.*&apos; 导入的包中：&apos;%2&apos; 和 &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="133"/>
        <source>&apos;%1&apos; is imported twice in &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 在 &apos;%2&apos; 中被导入了两次</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="134"/>
        <source>&apos;%1&apos; is inner or outer: a connector&apos;s elements cannot be</source>
        <translation>&apos;%1&apos; 是 inner 或 outer：连接器的元素不能如此</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="135"/>
        <source>&apos;%1&apos; is modified twice in the same modification</source>
        <translation>&apos;%1&apos; 在同一修改中被修改了两次</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="136"/>
        <source>&apos;%1&apos; is not a constant: outside an instance only the constants of a class can be read</source>
        <translation>&apos;%1&apos; 不是常量：在实例之外只能读取类的常量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="138"/>
        <source>&apos;%1&apos; is not a package: &apos;import %1.*&apos; needs one</source>
        <translation>&apos;%1&apos; 不是包：&apos;import %1.*&apos; 需要一个包</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="139"/>
        <source>&apos;%1&apos; is not a package: an import names a package or an element of one</source>
        <translation>&apos;%1&apos; 不是包：import 引用的是包或包中的元素</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="142"/>
        <source>&apos;%1&apos; is not a subtype of its constraining type &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 不是其约束类型 &apos;%2&apos; 的子类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="147"/>
        <source>&apos;%1&apos; is not declared in &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 未在 &apos;%2&apos; 中声明</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="149"/>
        <source>&apos;%1&apos; is not replaceable: it cannot be redeclared</source>
        <translation>&apos;%1&apos; 不是 replaceable：不能重声明</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="150"/>
        <source>&apos;%1&apos; is not supported here</source>
        <translation>此处不支持 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="151"/>
        <source>&apos;%1&apos; is outer: it takes its value from the inner and cannot be modified</source>
        <translation>&apos;%1&apos; 是 outer：它的值来自 inner，不能修改</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="152"/>
        <source>&apos;%1&apos; is partial: &apos;%2&apos; cannot be an instance of it</source>
        <translation>&apos;%1&apos; 是部分类（partial）：&apos;%2&apos; 不能是它的实例</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="153"/>
        <source>&apos;%1&apos; is partial: no name can be looked up in it</source>
        <translation>&apos;%1&apos; 是部分类（partial）：不能在其中查找名称</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="154"/>
        <source>&apos;%1&apos; is protected in &apos;%2&apos;: it can be used only there</source>
        <translation>&apos;%1&apos; 在 &apos;%2&apos; 中是受保护的：只能在那里使用</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="155"/>
        <source>&apos;%1&apos; is protected in &apos;%2&apos;: it cannot be imported</source>
        <translation>&apos;%1&apos; 在 &apos;%2&apos; 中是受保护的：不能导入</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="156"/>
        <source>&apos;%1&apos; is protected: a connector has public elements only</source>
        <translation>&apos;%1&apos; 是受保护的：连接器只有公有元素</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="157"/>
        <source>&apos;%1&apos; is protected: it can be used only inside its class</source>
        <translation>&apos;%1&apos; 是受保护的：只能在其类内部使用</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="158"/>
        <source>&apos;%1&apos; is protected: it cannot be modified from outside its class</source>
        <translation>&apos;%1&apos; 是受保护的：不能在其类外部修改</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="159"/>
        <source>&apos;%1&apos; is protected: it cannot be redeclared from outside its class</source>
        <translation>&apos;%1&apos; 是受保护的：不能在其类外部重声明</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="160"/>
        <source>&apos;%1&apos; is redeclared as a %2, but it is a %3</source>
        <translation>&apos;%1&apos; 被重声明为 %2，但它是 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="161"/>
        <source>&apos;%1&apos; is redeclared with &apos;%2&apos;, which is not a subtype of &apos;%3&apos;</source>
        <translation>&apos;%1&apos; 用 &apos;%2&apos; 重声明，但它不是 &apos;%3&apos; 的子类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="162"/>
        <source>&apos;%1&apos; is replaceable: a class cannot extend a replaceable class</source>
        <translation>&apos;%1&apos; 是 replaceable：类不能继承可替换的类</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="178"/>
        <source>&apos;%1&apos; reads &apos;time&apos;, which a connector does not have</source>
        <translation>&apos;%1&apos; 读取了 &apos;time&apos;，而连接器没有 &apos;time&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="186"/>
        <source>&apos;%1&apos;: %2 subscripts where %3 are needed</source>
        <translation>&apos;%1&apos;：给出了 %2 个下标，需要 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="188"/>
        <source>&apos;break&apos; in a modification is not supported yet</source>
        <translation>修改中的 &apos;break&apos; 暂不支持</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="190"/>
        <source>&apos;class extends %1&apos; needs an inherited class &apos;%1&apos; to extend</source>
        <translation>&apos;class extends %1&apos; 需要一个可扩展的继承类 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="191"/>
        <source>&apos;end %1&apos; does not match &apos;%2 %3&apos;</source>
        <translation>&apos;end %1&apos; 与 &apos;%2 %3&apos; 不匹配</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="202"/>
        <source>a %1 cannot extend the %2 &apos;%3&apos;</source>
        <translation>%1 不能继承 %2 &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="206"/>
        <source>a class (&apos;model&apos;, &apos;package&apos;, &apos;function&apos;, ...)</source>
        <translation>类（&apos;model&apos;、&apos;package&apos;、&apos;function&apos; 等）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="207"/>
        <source>a class redeclared in a modification is a short class definition (redeclare model M = N)</source>
        <translation>在修改中重声明的类须为短类定义（redeclare model M = N）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="219"/>
        <source>a field of an element of an array of records is not supported yet (&apos;%1&apos;)</source>
        <translation>暂不支持记录数组元素的字段（&apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="222"/>
        <source>a for-loop around connect() needs its range (&apos;for %1 in ...&apos;)</source>
        <translation>connect() 外的 for 循环需要给出范围（&apos;for %1 in ...&apos;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="254"/>
        <source>a subscript here must be an integer number</source>
        <translation>此处的下标必须是整数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="266"/>
        <source>after &apos;expandable&apos;</source>
        <translation>&apos;expandable&apos; 之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="267"/>
        <source>after &apos;extends&apos;</source>
        <translation>&apos;extends&apos; 之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="269"/>
        <source>after &apos;import&apos;</source>
        <translation>&apos;import&apos; 之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="277"/>
        <source>after the constraining clause</source>
        <translation>约束子句之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="278"/>
        <source>after the definition of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 的定义之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="279"/>
        <source>after the extends clause</source>
        <translation>extends 子句之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="282"/>
        <source>after the import clause</source>
        <translation>import 子句之后</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="293"/>
        <source>an element breakpoint needs the element&apos;s name</source>
        <translation>元素断点需要元素的名称</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="297"/>
        <source>an event&apos;s values do not match the columns</source>
        <translation>事件的值与列不对应</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="304"/>
        <source>an if-equation with connect() needs a condition known when the model is translated (a parameter expression)</source>
        <translation>含 connect() 的 if 方程需要在模型翻译时已知的条件（参数表达式）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="312"/>
        <source>another event ran</source>
        <translation>执行了另一个事件</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="323"/>
        <source>breakpoint %1</source>
        <translation>断点 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="324"/>
        <source>breakpoints stop the run of a single model; this document runs as several modules</source>
        <translation>断点只能暂停单个模型的运行；此文档作为多个模块运行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="342"/>
        <source>cannot read the library file</source>
        <translation>无法读取库文件</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="349"/>
        <source>components are nested more than %1 levels deep at &apos;%2&apos;: a class contains itself</source>
        <translation>组件在 &apos;%2&apos; 处嵌套超过 %1 层：类包含了自身</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="350"/>
        <source>connect(%1, %2): the connectors do not match (%3)</source>
        <translation>connect(%1, %2)：连接器不匹配（%3）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="351"/>
        <source>connect() belongs in an equation section, not an initial equation</source>
        <translation>connect() 应位于 equation 部分，而不是初始方程中</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="352"/>
        <source>connect() cannot be inside a when-equation</source>
        <translation>connect() 不能位于 when 方程内</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="353"/>
        <source>connect() joins connectors of &apos;%1&apos; and its components: &apos;%2&apos; is not one</source>
        <translation>connect() 连接 &apos;%1&apos; 及其组件的连接器：&apos;%2&apos; 不属于其中</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="354"/>
        <source>connect() joins connectors of the class or of its components: &apos;%1&apos; is a connector of a component&apos;s component</source>
        <translation>connect() 连接类或其组件的连接器：&apos;%1&apos; 是组件的组件的连接器</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="355"/>
        <source>connect() joins connectors: &apos;%1&apos; is not a component reference</source>
        <translation>connect() 连接的是连接器：&apos;%1&apos; 不是组件引用</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="356"/>
        <source>connect() joins connectors: &apos;%1&apos; is not a connector</source>
        <translation>connect() 连接的是连接器：&apos;%1&apos; 不是连接器</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="357"/>
        <source>connect() takes two connectors: connect(a, b)</source>
        <translation>connect() 需要两个连接器：connect(a, b)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="363"/>
        <source>derivative classes &apos;der(f, x)&apos; are not supported yet</source>
        <translation>暂不支持导数类 &apos;der(f, x)&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="378"/>
        <source>event %1 differs: recorded %2, replayed %3</source>
        <translation>事件 %1 不同：记录中为 %2，重放中为 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="386"/>
        <source>every variable of the connector &apos;%1&apos; of a block needs &apos;input&apos; or &apos;output&apos;</source>
        <translation>块的连接器 &apos;%1&apos; 的每个变量都需要 &apos;input&apos; 或 &apos;output&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="387"/>
        <source>expandable connectors are not supported yet (&apos;%1&apos;)</source>
        <translation>暂不支持可扩展（expandable）连接器（&apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="400"/>
        <source>exploring orders and comparing runs read the run of a single model; this document runs as several modules</source>
        <translation>探索顺序和比较运行只针对单个模型的运行；此文档以多个模块运行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="422"/>
        <source>it fired %1 times (the last at t = %2); then %3</source>
        <translation>它触发了 %1 次（最后一次在 t = %2）；随后%3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="423"/>
        <source>it fired %1 times, at t = %2</source>
        <translation>它触发了 %1 次，时刻 t = %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="426"/>
        <source>its comparison makes no event (it is inside noEvent() or a function), and the condition was false at every point of the run</source>
        <translation>其比较不产生事件（位于 noEvent() 或函数内），且条件在运行的每个点上都为假</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="427"/>
        <source>its comparison makes no event (it is inside noEvent() or a function): the condition held from t = %1 on, but is looked at only at the events of other conditions, and none came while it held</source>
        <translation>其比较不产生事件（位于 noEvent() 或函数内）：条件从 t = %1 起成立，但只在其他条件的事件时才被检查，而在其成立期间没有这样的事件</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="428"/>
        <source>its condition became true again at t = %1 without being re-armed: &apos;%2&apos; did not move beyond its hysteresis band after its last event, so the when-clause does not fire</source>
        <translation>其条件在 t = %1 时再次变为真，但未复位：&apos;%2&apos; 在上次事件后未越出迟滞带，因此 when 语句不触发</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="429"/>
        <source>its condition never became true during the run</source>
        <translation>其条件在运行期间从未变为真</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="430"/>
        <source>its condition never became true: &apos;%1&apos; came closest at t = %2, short of it by %3</source>
        <translation>其条件从未变为真：&apos;%1&apos; 在 t = %2 时最接近，差 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="431"/>
        <source>its condition was already true at the start (t = %1) and did not become false and true again: a when-clause fires when its condition becomes true, not while it holds (use initial() to act at the start)</source>
        <translation>其条件在开始时（t = %1）已为真，且没有先变假再变真：when 语句在条件变为真时触发，而不是在条件成立期间（要在开始时执行，请使用 initial()）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="433"/>
        <source>its trigger came at t = %1, but its guard was false at that instant each time</source>
        <translation>其触发在 t = %1 时到来，但每次在该时刻守卫条件都为假</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="434"/>
        <source>its trigger never came while its source state %1 was active</source>
        <translation>在源状态 %1 活动期间，其触发从未到来</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="481"/>
        <source>must have one weight per value</source>
        <translation>每个值必须对应一个权重</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="483"/>
        <source>must not all be zero</source>
        <translation>不能全为零</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="492"/>
        <source>no class &apos;%1&apos; at the top of the class tree</source>
        <translation>类树顶层没有类 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="503"/>
        <source>no state &apos;%1&apos; in %2</source>
        <translation>%2 中没有状态 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="507"/>
        <source>no transition &apos;%1&apos; in %2</source>
        <translation>%2 中没有迁移 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="509"/>
        <source>no variable &apos;%1&apos; in %2</source>
        <translation>%2 中没有变量 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="511"/>
        <source>no when-clause or elsewhen starts at line %1</source>
        <translation>第 %1 行没有开始的 when 或 elsewhen 语句</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="519"/>
        <source>not used by the output kind %1</source>
        <translation>输出类型 %1 不使用此项</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="527"/>
        <source>one run ends before the other</source>
        <translation>一次运行比另一次先结束</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="534"/>
        <source>only a variable can be subscripted here</source>
        <translation>此处只能对变量使用下标</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="540"/>
        <source>only numbers, names, operators, if-expressions and mathematical functions can be used in a breakpoint condition</source>
        <translation>断点条件中只能使用数字、名称、运算符、if 表达式和数学函数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="542"/>
        <source>operator records are not supported yet (&apos;%1&apos;)</source>
        <translation>暂不支持运算符记录（&apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="577"/>
        <source>recorded %1 events, replayed %2</source>
        <translation>记录中有 %1 个事件，重放中有 %2 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="598"/>
        <source>state %1 entered</source>
        <translation>进入状态 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="602"/>
        <source>state %1 left</source>
        <translation>离开状态 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="605"/>
        <source>step %1: the manually selected item %2 is not current</source>
        <translation>第 %1 步：手动选择的项 %2 不是当前项</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="609"/>
        <source>stream connectors are not supported yet (&apos;%1&apos;)</source>
        <translation>暂不支持流（stream）连接器（&apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="624"/>
        <source>the array of components &apos;%1&apos; has more than a million elements</source>
        <translation>组件数组 &apos;%1&apos; 的元素超过一百万个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="633"/>
        <source>the check was given up for a newer one</source>
        <translation>该检查已为更新的检查而放弃</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="634"/>
        <source>the class &apos;%1&apos; extends itself</source>
        <translation>类 &apos;%1&apos; 继承了自身</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="635"/>
        <source>the class &apos;%1&apos; has no class &apos;%2&apos;</source>
        <translation>类 &apos;%1&apos; 中没有类 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="636"/>
        <source>the class &apos;%1&apos; is defined twice in &apos;%2&apos;</source>
        <translation>类 &apos;%1&apos; 在 &apos;%2&apos; 中定义了两次</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="637"/>
        <source>the class &apos;%1&apos; is not defined</source>
        <translation>类 &apos;%1&apos; 未定义</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="639"/>
        <source>the component &apos;%1&apos; (%2) is not balanced: equations %3, needed %4 (unknowns %5, of which its connections and inputs give %6)</source>
        <translation>组件 &apos;%1&apos;（%2）不平衡：方程 %3 个，需要 %4 个（未知量 %5 个，其中由其连接和输入给出 %6 个）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="640"/>
        <source>the component &apos;%1&apos; (%2) is not balanced: equations %3, needed %4 (unknowns %5, of which its connections and inputs give %6; its components&apos; connections and inputs add %7)</source>
        <translation>组件 &apos;%1&apos;（%2）不平衡：方程 %3 个，需要 %4 个（未知量 %5 个，其中由其连接和输入给出 %6 个；其子组件的连接和输入另给出 %7 个）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="643"/>
        <source>the condition is nested too deeply</source>
        <translation>条件嵌套过深</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="653"/>
        <source>the condition of the conditional component &apos;%1&apos; must be a Boolean expression</source>
        <translation>条件组件 &apos;%1&apos; 的条件必须是布尔表达式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="654"/>
        <source>the condition of the conditional component &apos;%1&apos; must be a parameter expression known when the model is translated</source>
        <translation>条件组件 &apos;%1&apos; 的条件必须是在模型翻译时已知的参数表达式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="656"/>
        <source>the connector &apos;%1&apos; cannot be a constant or a parameter</source>
        <translation>连接器 &apos;%1&apos; 不能是常量或参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="657"/>
        <source>the connector &apos;%1&apos; has %2 flow variables and %3 potential variables: a connector has as many of each</source>
        <translation>连接器 &apos;%1&apos; 有 %2 个流变量和 %3 个势变量：连接器中两者数量须相同</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="658"/>
        <source>the connector &apos;%1&apos; has equations or algorithms: a connector holds variables only</source>
        <translation>连接器 &apos;%1&apos; 含有方程或算法：连接器只能包含变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="661"/>
        <source>the constraining type &apos;%1&apos; of &apos;%2&apos; is not a subtype of &apos;%3&apos;</source>
        <translation>&apos;%2&apos; 的约束类型 &apos;%1&apos; 不是 &apos;%3&apos; 的子类型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="669"/>
        <source>the enumeration &apos;%1&apos; has no literal &apos;%2&apos;</source>
        <translation>枚举 &apos;%1&apos; 没有字面量 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="678"/>
        <source>the events at the instant: %1 in the run, %2 in this order</source>
        <translation>该时刻的事件：运行中 %1 个，此顺序下 %2 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="679"/>
        <source>the events part: %1 at t = %2 in the run, %3 at t = %4 in this order</source>
        <translation>事件出现分歧：运行中为 t = %2 时的 %1，此顺序下为 t = %4 时的 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="684"/>
        <source>the external function &apos;%1&apos; is not supported: only the C math library&apos;s functions are</source>
        <translation>不支持外部函数“%1”：仅支持 C 数学库中的函数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="685"/>
        <source>the field &apos;%1&apos; of &apos;%2&apos; has %3, but is given %4</source>
        <translation>“%2” 的字段 “%1” 为 %3，但给定的是 %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="686"/>
        <source>the field &apos;%1&apos; of the record &apos;%2&apos; cannot be flow, stream, inner or outer</source>
        <translation>记录 &apos;%2&apos; 的字段 &apos;%1&apos; 不能是 flow、stream、inner 或 outer</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="687"/>
        <source>the field &apos;%1&apos; of the record &apos;%2&apos; is an input or an output: a record&apos;s fields have neither prefix</source>
        <translation>记录 “%2” 的字段 “%1” 是 input 或 output：记录的字段不能带这两个前缀</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="688"/>
        <source>the field &apos;%1&apos; of the record &apos;%2&apos; is final and cannot be modified</source>
        <translation>记录 “%2” 的字段 “%1” 是 final，不能修改</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="689"/>
        <source>the field &apos;%1&apos; of the record &apos;%2&apos; is protected: a record&apos;s fields are public</source>
        <translation>记录 “%2” 的字段 “%1” 是 protected：记录的字段都是公开的</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="690"/>
        <source>the field &apos;%1&apos; of the record &apos;%2&apos; reads &apos;time&apos;, which only models have</source>
        <translation>记录 “%2” 的字段 “%1” 读取了 “time”，而只有模型才有 time</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="691"/>
        <source>the for-loop over &apos;%1&apos; has a zero step or more than %2 iterations</source>
        <translation>循环变量为“%1”的 for 循环步长为零或迭代次数超过 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="692"/>
        <source>the for-loops over &apos;%1&apos; and the loops around it write out more than %2 iterations when the model is compiled</source>
        <translation>循环变量为“%1”的 for 循环连同其外层循环在模型编译时展开后超过 %2 次迭代</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="694"/>
        <source>the function %1() cannot be used in a breakpoint condition</source>
        <translation>断点条件中不能使用函数 %1()</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="698"/>
        <source>the function &apos;%1&apos; calls itself more than %2 levels deep: recursion needs arguments known when the model is compiled</source>
        <translation>函数“%1”的自调用深度超过 %2 层：递归需要在模型编译时已知的参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="699"/>
        <source>the function &apos;%1&apos; has %2 algorithm sections: a function has at most one</source>
        <translation>函数“%1”有 %2 个 algorithm 段：函数最多只能有一个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="700"/>
        <source>the function &apos;%1&apos; has %2 outputs, not %3</source>
        <translation>函数 “%1” 有 %2 个输出，而不是 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="701"/>
        <source>the function &apos;%1&apos; has equations: a function computes with an algorithm</source>
        <translation>函数“%1”含有方程：函数应通过 algorithm 段进行计算</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="702"/>
        <source>the function &apos;%1&apos; has no input &apos;%2&apos;</source>
        <translation>函数“%1”没有输入“%2”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="703"/>
        <source>the function &apos;%1&apos; has no output to give a value</source>
        <translation>函数“%1”没有可以给出值的输出</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="704"/>
        <source>the function &apos;%1&apos; is partial: it cannot be called</source>
        <translation>函数 &apos;%1&apos; 是部分函数（partial）：不能调用</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="707"/>
        <source>the function &apos;%1&apos; takes %2 inputs, not %3</source>
        <translation>函数“%1”需要 %2 个输入，但给出了 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="708"/>
        <source>the import &apos;%1&apos; names no class or constant</source>
        <translation>import &apos;%1&apos; 没有引用任何类或常量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="709"/>
        <source>the inner &apos;%1&apos; is not of the type of the outer &apos;%2&apos; (&apos;%3&apos;)</source>
        <translation>inner &apos;%1&apos; 的类型与 outer &apos;%2&apos; 不同（&apos;%3&apos;）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="710"/>
        <source>the input &apos;%1&apos; of &apos;%2&apos; has %3 dimensions; the argument has size %4</source>
        <translation>“%2” 的输入 “%1” 有 %3 维，而实参大小为 %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="711"/>
        <source>the input &apos;%1&apos; of &apos;%2&apos; has size %3; the argument has size %4</source>
        <translation>“%2” 的输入 “%1” 大小为 %3，而实参大小为 %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="712"/>
        <source>the input &apos;%1&apos; of &apos;%2&apos; is %3, but the argument is %4</source>
        <translation>“%2” 的输入 “%1” 是 %3，但实参是 %4</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="713"/>
        <source>the input &apos;%1&apos; of &apos;%2&apos; is given twice</source>
        <translation>“%2”的输入“%1”被给出了两次</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="714"/>
        <source>the input &apos;%1&apos; of the function &apos;%2&apos; cannot be assigned</source>
        <translation>不能对函数“%2”的输入“%1”赋值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="718"/>
        <source>the library file does not define the class &apos;%1&apos;</source>
        <translation>库文件没有定义类 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="725"/>
        <source>the message of assert is a String, not size %1</source>
        <translation>assert 的消息应为 String，而不是大小为 %1 的数组</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="726"/>
        <source>the model &apos;%1&apos; is partial: a partial model cannot be simulated</source>
        <translation>模型“%1”是 partial 模型：partial 模型无法仿真</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="727"/>
        <source>the model has no parameter &apos;%1&apos;</source>
        <translation>模型中没有参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="729"/>
        <source>the name of a package</source>
        <translation>包的名称</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="730"/>
        <source>the name of the %1</source>
        <translation>%1 的名称</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="731"/>
        <source>the name of the class extended</source>
        <translation>被继承类的名称</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="735"/>
        <source>the operands of &apos;%1&apos; have different sizes: %2 and %3</source>
        <translation>“%1”中的操作数大小不同：%2 和 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="736"/>
        <source>the output &apos;%1&apos; of the function &apos;%2&apos; is not given a value</source>
        <translation>函数“%2”的输出“%1”未被赋值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="742"/>
        <source>the range &apos;%1&apos; has a zero step or more than %2 elements</source>
        <translation>范围“%1”步长为零或元素个数超过 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="743"/>
        <source>the range &apos;%1&apos; must be known when the model is compiled</source>
        <translation>范围“%1”必须在模型编译时已知</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="744"/>
        <source>the range of &apos;%1&apos; must be known when the model is compiled</source>
        <translation>“%1”的范围必须在模型编译时已知</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="746"/>
        <source>the range of a for-loop around connect() must be known when the model is translated</source>
        <translation>connect() 外的 for 循环的范围必须在模型翻译时已知</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="747"/>
        <source>the range of the for-loop over &apos;%1&apos; is not given and does not follow from a subscript: write &apos;for %1 in a:b&apos;</source>
        <translation>对“%1”的 for 循环没有给出范围，也无法从下标推出：请写成“for %1 in a:b”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="748"/>
        <source>the range of the for-loop over &apos;%1&apos; must be known when the model is compiled</source>
        <translation>循环变量为“%1”的 for 循环的范围必须在模型编译时已知</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="750"/>
        <source>the record &apos;%1&apos; has equations or algorithms: a record holds fields only</source>
        <translation>记录 “%1” 含有方程或算法：记录只包含字段</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="751"/>
        <source>the record &apos;%1&apos; has no field &apos;%2&apos;</source>
        <translation>记录 “%1” 没有字段 “%2”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="752"/>
        <source>the record &apos;%1&apos; holds itself through its field &apos;%2&apos;</source>
        <translation>记录 “%1” 通过字段 “%2” 包含了自身</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="755"/>
        <source>the results differ (%1 rows replayed, %2 recorded)</source>
        <translation>结果不同（重放 %1 行，记录 %2 行）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="757"/>
        <source>the run ends otherwise: %1</source>
        <translation>运行以其他方式结束：%1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="758"/>
        <source>the run has %1 events after the instant, this order %2</source>
        <translation>该时刻之后运行中有 %1 个事件，此顺序下有 %2 个</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="759"/>
        <source>the run has no item %1 current after %2 event steps</source>
        <translation>运行在 %2 个事件步之后没有当前项 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="760"/>
        <source>the run has not started</source>
        <translation>运行尚未开始</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="761"/>
        <source>the same event at another time</source>
        <translation>同一事件，但时刻不同</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="762"/>
        <source>the same event with another outcome</source>
        <translation>同一事件，但结果不同</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="763"/>
        <source>the same event, other values after it</source>
        <translation>同一事件，但其后的值不同</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="771"/>
        <source>the size &apos;:&apos; of &apos;%1&apos; needs a binding with as many dimensions</source>
        <translation>“%1”的大小为“:”，需要在声明中给出维数相同的绑定值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="772"/>
        <source>the size of &apos;%1&apos; depends on itself</source>
        <translation>“%1”的大小依赖于自身</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="773"/>
        <source>the size of &apos;%1&apos; in the function &apos;%2&apos; must follow from its inputs</source>
        <translation>函数“%2”中“%1”的大小必须能由该函数的输入确定</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="774"/>
        <source>the size of &apos;%1&apos; is not a whole number &gt;= 0: %2</source>
        <translation>“%1”的大小不是 &gt;= 0 的整数：%2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="775"/>
        <source>the size of &apos;%1&apos; must be known when the model is compiled: &apos;%2&apos; is not a constant or a parameter with a known value</source>
        <translation>“%1”的大小必须在模型编译时已知：“%2”既不是常量，也不是值已知的参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="776"/>
        <source>the size of the array of components &apos;%1&apos; must be a whole number known when the model is translated</source>
        <translation>组件数组 &apos;%1&apos; 的大小必须是在模型翻译时已知的整数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="777"/>
        <source>the size of the connector variable &apos;%1&apos; must be known when the model is translated</source>
        <translation>连接器变量 &apos;%1&apos; 的大小必须在模型翻译时已知</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="778"/>
        <source>the size of the field &apos;%1&apos; of the record &apos;%2&apos; must be a constant</source>
        <translation>记录 “%2” 的字段 “%1” 的大小必须是常量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="779"/>
        <source>the size or the condition of &apos;%1&apos; depends on itself</source>
        <translation>&apos;%1&apos; 的大小或条件依赖于自身</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="780"/>
        <source>the sizes %1 and %2 cannot be multiplied: &apos;%3&apos;</source>
        <translation>大小为 %1 和 %2 的操作数无法相乘：“%3”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="783"/>
        <source>the source has no model: it needs a &apos;model&apos; to simulate besides its functions</source>
        <translation>源文本中没有模型：除函数外，还需要一个用于仿真的“model”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="785"/>
        <source>the statement &apos;%1&apos; in the function &apos;%2&apos; is not supported yet</source>
        <translation>尚不支持函数“%2”中的语句“%1”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="788"/>
        <source>the subscript %1 of &apos;%2&apos; is outside 1..%3</source>
        <translation>“%2”的下标 %1 超出 1..%3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="789"/>
        <source>the subscript &apos;%1&apos; of &apos;%2&apos; is %3, but the dimension is indexed by %4</source>
        <translation>“%2” 的下标 “%1” 是 %3，但该维度以 %4 为下标</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="790"/>
        <source>the subscripts of &apos;%1&apos; must be known when the model is compiled</source>
        <translation>“%1”的下标必须在模型编译时已知</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="791"/>
        <source>the subscripts of connect() arguments must be known when the model is translated (parameter expressions): &apos;%1&apos;</source>
        <translation>connect() 参数的下标必须在模型翻译时已知（参数表达式）：&apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="795"/>
        <source>the transfer function must be proper: the degree of the numerator (%1) exceeds that of the denominator (%2)</source>
        <translation>传递函数必须是真有理函数：分子的阶数（%1）超过了分母的阶数（%2）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="797"/>
        <source>the two sides of the assignment have different sizes: %1 and %2</source>
        <translation>赋值两边大小不同：%1 和 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="798"/>
        <source>the two sides of the equation have different sizes: %1 and %2</source>
        <translation>方程两边大小不同：%1 和 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="800"/>
        <source>the two sides of the equation have different types: %1 and %2</source>
        <translation>方程两边类型不同：%1 与 %2</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="801"/>
        <source>the value of &apos;%1&apos; depends on itself: a cycle %1 -&gt; %1</source>
        <translation>&apos;%1&apos; 的值依赖于自身：循环 %1 -&gt; %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="802"/>
        <source>the value of &apos;%1&apos; must be numeric</source>
        <translation>&apos;%1&apos; 的值必须是数值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="803"/>
        <source>the value of Boolean &apos;%1&apos; must be Boolean</source>
        <translation>布尔变量 &apos;%1&apos; 的值必须是布尔型</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="806"/>
        <source>the while-loop in the function &apos;%1&apos; did not end within %2 iterations</source>
        <translation>函数“%1”中的 while 循环在 %2 次迭代内未结束</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="807"/>
        <source>this operator cannot be used in a breakpoint condition</source>
        <translation>断点条件中不能使用此运算符</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="808"/>
        <source>timeout %1</source>
        <translation>超时 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="809"/>
        <source>timeout mode</source>
        <translation>超时模式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="810"/>
        <source>to close &apos;(&apos;</source>
        <translation>为闭合 &apos;(&apos;，此处</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="811"/>
        <source>to close &apos;[&apos;</source>
        <translation>为闭合 &apos;[&apos;，此处</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="812"/>
        <source>to close &apos;enumeration(&apos;</source>
        <translation>以闭合 “enumeration(”</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="813"/>
        <source>to close &apos;{&apos;</source>
        <translation>为闭合 &apos;{&apos;，此处</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="814"/>
        <source>to close the arguments of &apos;%1(&apos;</source>
        <translation>为闭合 &apos;%1(&apos; 的参数列表，此处</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="815"/>
        <source>to close the dimensions &apos;[&apos;</source>
        <translation>为闭合维度列表 &apos;[&apos;，此处</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="816"/>
        <source>to close the import list &apos;{&apos;</source>
        <translation>以闭合导入列表 &apos;{&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="817"/>
        <source>to close the modifier list</source>
        <translation>为闭合修饰符列表，此处</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="818"/>
        <source>to close the subscripts &apos;[&apos;</source>
        <translation>为闭合下标列表 &apos;[&apos;，此处</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="819"/>
        <source>token</source>
        <translation>记号</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="820"/>
        <source>too many errors; stopped after %1</source>
        <translation>错误过多；在 %1 个错误后停止</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="821"/>
        <source>too many solver steps before reaching the next output or event (raise --max-steps)</source>
        <translation>到达下一个输出点或事件之前的求解器步数过多（请增大 --max-steps）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="822"/>
        <source>trigger kind</source>
        <translation>触发方式</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="823"/>
        <source>two vectors</source>
        <translation>两个向量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="829"/>
        <source>unexpected %1: a sign after an operator needs parentheses, e.g. a*(-b)</source>
        <translation>意外的 %1：运算符之后的正负号需要加括号，例如 a*(-b)</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="830"/>
        <source>unknown block type &quot;%1&quot;</source>
        <translation>未知功能块类型 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="832"/>
        <source>unknown escape sequence &apos;%1&apos; in string</source>
        <translation>字符串中有未知的转义序列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="834"/>
        <source>unknown exception</source>
        <translation>未知异常</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="836"/>
        <source>unknown key %1 (did you mean %2?)</source>
        <translation>未知的键 %1（是否指 %2？）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="837"/>
        <source>unknown key %1</source>
        <translation>未知的键 %1</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="838"/>
        <source>unknown name &apos;%1&apos; (neither a variable of %2 nor an output listed before this one)</source>
        <translation>未知名称 &apos;%1&apos;（既不是 %2 的变量，也不是在此之前列出的输出）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="839"/>
        <source>unknown name &apos;%1&apos;: no variable of %2 has it</source>
        <translation>未知名称 &apos;%1&apos;：%2 中没有此变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="840"/>
        <source>unknown parameter &quot;%1&quot; for a %2 block (expected one of %3)</source>
        <translation>%2 功能块的未知参数 &quot;%1&quot;（应为 %3 之一）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="841"/>
        <source>unknown parameter &quot;%1&quot; for a %2 block (it has none)</source>
        <translation>%2 功能块的未知参数 &quot;%1&quot;（该功能块没有参数）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="845"/>
        <source>unterminated comment: &apos;/*&apos; without &apos;*/&apos;</source>
        <translation>未结束的注释：&apos;/*&apos; 缺少配对的 &apos;*/&apos;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="846"/>
        <source>unterminated quoted identifier</source>
        <translation>未结束的带引号标识符</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="848"/>
        <source>variable %1 is listed twice</source>
        <translation>变量 %1 被列出两次</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="681"/>
        <source>the experiment would make %1 runs (at most %2)</source>
        <translation>该实验将产生 %1 次运行（最多 %2 次）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="500"/>
        <source>no parameter named &apos;%1&apos; in %2</source>
        <translation>%2 中没有名为 &apos;%1&apos; 的参数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="510"/>
        <source>no variable named &apos;%1&apos; in %2</source>
        <translation>%2 中没有名为 &apos;%1&apos; 的变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="787"/>
        <source>the stop time must not be before the start time</source>
        <translation>终止时间不能早于开始时间</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="728"/>
        <source>the model&apos;s parameter values could not be computed (it does not initialise); give every parameter a &quot;base&quot;</source>
        <translation>无法计算模型的参数值（模型无法初始化）；请为每个参数给出 &quot;base&quot;</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="105"/>
        <source>&apos;%1&apos; is a Boolean parameter (0 or 1), but run %2 gives it %3</source>
        <translation>&apos;%1&apos; 是布尔参数（0 或 1），但运行 %2 给它的值是 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="120"/>
        <source>&apos;%1&apos; is an Integer parameter, but run %2 gives it %3</source>
        <translation>&apos;%1&apos; 是整数参数，但运行 %2 给它的值是 %3</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="96"/>
        <source>&apos;%1&apos; in the function &apos;%2&apos; is of type &apos;%3&apos;: a function run while simulating computes with Real, Integer, Boolean and enumeration values only</source>
        <translation>函数“%2”中的“%1”的类型为“%3”：在仿真运行时执行的函数只能使用 Real、Integer、Boolean 和枚举值</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="221"/>
        <source>a for- or when-statement left in a function run while simulating</source>
        <translation>在仿真运行时执行的函数中残留了 for 或 when 语句</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="223"/>
        <source>a for-loop in the function &apos;%1&apos; over values known only while running needs a range a:b or a:s:b</source>
        <translation>函数“%1”中遍历仅在运行时才知道的值的 for 循环需要 a:b 或 a:s:b 形式的范围</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="230"/>
        <source>a loop in the function &apos;%1&apos; did not end within %2 iterations</source>
        <translation>函数“%1”中的循环在 %2 次迭代内未结束</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="300"/>
        <source>an expression in the function &apos;%1&apos; is nested too deeply</source>
        <translation>函数“%1”中的表达式嵌套过深</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="326"/>
        <source>cannot assign a %1 value to a Boolean variable</source>
        <translation>不能将 %1 值赋给 Boolean 变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="328"/>
        <source>cannot assign a Boolean value to a %1 variable</source>
        <translation>不能将 Boolean 值赋给 %1 变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="330"/>
        <source>cannot assign a Real value to an Integer variable (in the function &apos;%1&apos;)</source>
        <translation>不能将 Real 值赋给 Integer 变量（在函数“%1”中）</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="626"/>
        <source>the assignment to &apos;%1&apos; cannot be made element by element</source>
        <translation>对“%1”的赋值无法逐元素进行</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="646"/>
        <source>the condition of a while-loop in the function &apos;%1&apos; calls a function with assertions</source>
        <translation>函数“%1”中 while 循环的条件调用了带有 assert 断言的函数</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="647"/>
        <source>the condition of a while-loop must be Boolean</source>
        <translation>while 循环的条件必须为 Boolean</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="648"/>
        <source>the condition of an assertion must be Boolean</source>
        <translation>assert 断言的条件必须为 Boolean</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="651"/>
        <source>the condition of an if-statement must be Boolean</source>
        <translation>if 语句的条件必须为 Boolean</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="696"/>
        <source>the function &apos;%1&apos; called itself more than %2 levels deep</source>
        <translation>函数“%1”递归调用自身超过 %2 层</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="697"/>
        <source>the function &apos;%1&apos; calls functions more than %2 levels deep with inputs of new sizes</source>
        <translation>函数“%1”以新尺寸的输入调用函数，嵌套超过 %2 层</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="705"/>
        <source>the function &apos;%1&apos; runs while simulating (it loops or recurses on values known only then), and such a function has no record variables yet</source>
        <translation>函数“%1”在仿真运行时执行（其循环或递归依赖仅在运行时才知道的值），此类函数尚不能含有记录变量</translation>
    </message>
    <message>
        <location filename="../ui/i18n/message_catalogue.cpp" line="706"/>
        <source>the function &apos;%1&apos; runs while simulating (it loops or recurses on values known only then), and such a function takes no records yet</source>
        <translation>函数“%1”在仿真运行时执行（其循环或递归依赖仅在运行时才知道的值），此类函数尚不接受记录</translation>
    </message>
</context>
<context>
    <name>hs::cli</name>
    <message>
        <location filename="../app/cli_parser.cpp" line="108"/>
        <source>%1 needs a non-negative integer, got &apos;%2&apos;</source>
        <translation>%1 需要非负整数，得到的是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="646"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知命令 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="661"/>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="613"/>
        <source>unknown option &apos;%1&apos; for %2</source>
        <translation>%2 不支持选项 &apos;%1&apos;</translation>
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
        <translation>用法：
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
  多模块文档： simulate DOC.hsm [--mode lockstep|whole|frames] [--frame TK]
      [--timeline FILE.csv]   （项目包把各轮写入 --timeline）
  hybridstudio-cli compare DOC.hsm [--frame TK]...
  hybridstudio-cli explain MODEL --line N | --element PATH [--stop-time T] [--param NAME=VALUE]...
  hybridstudio-cli explore MODEL [--outputs VARS] [--events] [--max-orders N] [--seeds K] [--stop-time T]
      [--param NAME=VALUE]...
  hybridstudio-cli diff A.json B.json [--tolerance TOL]
  hybridstudio-cli sweep EXPERIMENT.json|DOC.hsm [--experiment NAME] [--jobs N] [--output DIR]
      [--index I --chunk K] [--slurm [--chunk K] [--partition P] [--time T] [--dry-run]]
  hybridstudio-cli sweep collect DIR
  所有命令： [--lang en|ru|zh_CN]；COMMAND --help 列出该命令的选项
</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="75"/>
        <location filename="../app/cli_parser.cpp" line="118"/>
        <location filename="../app/cli_parser.cpp" line="339"/>
        <location filename="../app/cli_parser.cpp" line="359"/>
        <source>%1 must be positive</source>
        <translation>%1 必须为正数</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="97"/>
        <source>%1 needs a size such as 500M or 2G, got &apos;%2&apos;</source>
        <translation>%1 需要形如 500M 或 2G 的大小，得到的是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="475"/>
        <source>unknown solver &apos;%1&apos;</source>
        <translation>未知求解器 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="495"/>
        <source>unknown policy &apos;%1&apos;</source>
        <translation>未知的同时事件执行顺序 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="611"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation>未知选项 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="615"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_common.cpp" line="78"/>
        <location filename="../app/cli_common.cpp" line="86"/>
        <location filename="../app/cli_simulate.cpp" line="393"/>
        <location filename="../app/cli_simulate.cpp" line="622"/>
        <source>cannot write &apos;%1&apos;</source>
        <translation>无法写入 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="162"/>
        <source>initial</source>
        <translation>初始</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="162"/>
        <source>time</source>
        <translation>时间事件</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="163"/>
        <source>state</source>
        <translation>状态事件</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="163"/>
        <source>sample</source>
        <translation>采样</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="164"/>
        <source>terminal</source>
        <translation>结束</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="164"/>
        <source>transition</source>
        <translation>迁移</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="165"/>
        <source>event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="165"/>
        <source>message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="181"/>
        <source>%1 (states: %2); the equations in the order they are solved:</source>
        <translation>%1（状态变量：%2）；按求解顺序列出的方程：</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="193"/>
        <source>  %1. %2 solved for %3</source>
        <translation>  %1. %2 求解 %3</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="198"/>
        <source>  %1. %2 algebraic loop of %3 variables, solved together by KINSOL: %4</source>
        <translation>  %1. %2 含 %3 个变量的代数环，由 KINSOL 联立求解：%4</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="205"/>
        <source>  %1. %2 algorithm section computing %3</source>
        <translation>  %1. %2 计算 %3 的 algorithm 段</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="211"/>
        <source>algebraic loops: %1</source>
        <translation>代数环：%1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="215"/>
        <source>when-condition</source>
        <translation>when 条件</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="217"/>
        <source>equation</source>
        <translation>方程</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="220"/>
        <source>statechart</source>
        <translation>状态图</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="222"/>
        <source>zero-crossing function of %1 (%2, %3)</source>
        <translation>%1 的过零函数（%2，%3）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="224"/>
        <source>time event of %1 (%2, %3)</source>
        <translation>%1 的时间事件（%2，%3）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="229"/>
        <source>sample %1 (%2)</source>
        <translation>sample %1（%2）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="242"/>
        <source>model %1: t = %2 .. %3 s, %4 event steps</source>
        <translation>模型 %1：t = %2 .. %3 秒，事件步 %4 个</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="248"/>
        <location filename="../app/cli_simulate.cpp" line="252"/>
        <location filename="../app/cli_simulate.cpp" line="524"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="250"/>
        <source>%1 %2</source>
        <extracomment>a count and an event kind: &quot;40 state&quot;</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="251"/>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="253"/>
        <source>%1 solver steps, %2 result rows</source>
        <translation>求解器步数 %1，结果行数 %2</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="265"/>
        <source>linear systems by KLU (a sparse Jacobian of %1 nonzeros)</source>
        <translation>线性方程组用 KLU 求解（稀疏雅可比矩阵，%1 个非零元）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="277"/>
        <source>solver: %1, %2 states, %3</source>
        <translation>求解器：%1，状态变量 %2 个，%3</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="270"/>
        <source>linear systems by GMRES (matrix-free, chosen above 1000 states)</source>
        <translation>线性方程组用 GMRES 求解（无矩阵；状态变量超过 1000 个时自动选用）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="274"/>
        <source>linear systems with a dense Jacobian</source>
        <translation>线性方程组用稠密雅可比矩阵求解</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="282"/>
        <source>state events: %1 at t =</source>
        <translation>状态事件：%1 个，时刻 t =</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="295"/>
        <source>warnings: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="315"/>
        <source>breakpoint: %1 at t = %2 (after event step %3)</source>
        <translation>断点：%1，t = %2（事件步 %3 之后）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="319"/>
        <source>stopped at the breakpoint after %1 ms</source>
        <translation>已在断点处停止，用时 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="323"/>
        <source>status: %1</source>
        <translation>运行结果：%1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="325"/>
        <source> (terminate: %1)</source>
        <translation>（terminate：%1）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="600"/>
        <source>--record saves whole runs; with a breakpoint the run stops at its first hit</source>
        <translation>--record 保存完整的运行；有断点时运行会在第一次命中处停止</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="70"/>
        <source>%1: instants with simultaneous events: %2, explored: %3, other orders run: %4</source>
        <translation>%1：有同时事件的时刻：%2，已探索：%3，运行的其他顺序：%4</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="78"/>
        <source>no two events happen at one instant: there is no order to explore</source>
        <translation>没有两个事件发生在同一时刻：没有可探索的顺序</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="81"/>
        <source>the order of simultaneous events changes nothing: every order gave the run&apos;s outcome</source>
        <translation>同时事件的顺序不改变任何结果：每种顺序都得到与运行相同的结果</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="88"/>
        <source>the order matters at t = %1 (after event step %2):</source>
        <translation>顺序在 t = %1 时有影响（事件步 %2 之后）：</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="92"/>
        <source>  the run:     %1</source>
        <translation>  运行：    %1</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="94"/>
        <source>  other order: %1</source>
        <translation>  其他顺序：%1</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="105"/>
        <location filename="../app/cli_simulate.cpp" line="111"/>
        <location filename="../app/cli_simulate.cpp" line="332"/>
        <source>cannot read the file &apos;%1&apos;</source>
        <translation>无法读取文件 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="116"/>
        <source>(the run has ended)</source>
        <translation>（运行已结束）</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="117"/>
        <source>step %1, t = %2, %3 %4: %5</source>
        <translation>步 %1，t = %2，%3 %4：%5</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="126"/>
        <source>the runs agree: %1 events, the same times and values</source>
        <translation>两次运行一致：%1 个事件，时刻和值均相同</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="132"/>
        <source>the runs part at event %1: %2</source>
        <translation>两次运行在事件 %1 处分离：%2</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="138"/>
        <source>  variables that differ there:</source>
        <translation>  此处不同的变量：</translation>
    </message>
    <message>
        <location filename="../app/cli_debug.cpp" line="141"/>
        <source>%1 (%2 vs %3)</source>
        <translation>%1（%2 与 %3）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="304"/>
        <location filename="../app/cli_simulate.cpp" line="306"/>
        <source>finished in %1 ms</source>
        <translation>已完成，用时 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="307"/>
        <source>stopped after %1 ms</source>
        <translation>已停止，用时 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="308"/>
        <source>failed after %1 ms</source>
        <translation>失败，用时 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="310"/>
        <source>still running after %1 ms</source>
        <translation>仍在运行，已用 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="347"/>
        <source>replay identical: %1 events, %2 result rows, %3 manual selection</source>
        <translation>重放一致：%1 个事件，%2 行结果，%3 次手动选择</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="350"/>
        <source>replay identical: %1 events, %2 result rows, %3 manual selections</source>
        <translation>重放一致：%1 个事件，%2 行结果，%3 次手动选择</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="357"/>
        <source>replay differs: %1</source>
        <translation>重放结果不同：%1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="418"/>
        <source>lockstep</source>
        <translation>锁步</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="434"/>
        <source>frames TK=%1</source>
        <translation>分帧 TK=%1</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="438"/>
        <source>whole</source>
        <translation>整区间</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="482"/>
        <source>%1: %2, %3 samples, %4 frames, %5 module activations, activation order %6, run time %7 ms</source>
        <translation>%1：%2，采样 %3 个，帧 %4 个，模块激活 %5 次，激活顺序 %6，运行时间 %7 毫秒</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="521"/>
        <source>%1: package of %2 projects, %3 rounds, package time %4</source>
        <translation>%1：项目包，%2 个项目，%3 轮，项目包时间 %4</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="525"/>
        <source>%1 at %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="552"/>
        <source>breakpoints work with one model; this document has several modules</source>
        <translation>断点只适用于单个模型，而此文档有多个模块</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="594"/>
        <source>--param %1: no parameter of that name in %2</source>
        <translation>--param %1：%2 中没有该名称的参数</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="39"/>
        <source>no messages in the language &apos;%1&apos; (en, ru and zh_CN are available): messages stay in English</source>
        <translation>没有语言“%1”的消息（可用：en、ru 和 zh_CN），消息将以英文显示</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="60"/>
        <source>internal error: %1</source>
        <translation>内部错误：%1</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="68"/>
        <source>%1 needs a finite number, got &apos;%2&apos;</source>
        <translation>%1 需要一个有限的数，得到 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="679"/>
        <source>--stop-time %1 is before --start-time %2</source>
        <translation>--stop-time %1 早于 --start-time %2</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="558"/>
        <source>--results-at must be instants or events</source>
        <translation>--results-at 必须为 instants 或 events</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="124"/>
        <source>%1 has no &quot;uniform&quot; column (write it with --random-log)</source>
        <translation>%1 没有“uniform”列（请用 --random-log 写出）</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="149"/>
        <source>%1:%2: the uniform number must be in [0, 1), got &apos;%3&apos;</source>
        <translation>%1:%2：均匀随机数必须在 [0, 1) 内，得到 &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="428"/>
        <source>--frame %1 is not a whole number of steps %2</source>
        <translation>--frame %1 不是步长 %2 的整数倍</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="443"/>
        <source>largest error</source>
        <translation>最大误差</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="447"/>
        <source>where (output, time)</source>
        <translation>位置（输出，时间）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="176"/>
        <source>Usage</source>
        <translation>用法</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="177"/>
        <source>OPTIONS</source>
        <translation>选项</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="178"/>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="179"/>
        <source>COMMAND</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="180"/>
        <source>REQUIRED</source>
        <translation>必需</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="183"/>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="189"/>
        <source>Simulates a model (.mo) or a document (.hsm) and writes its results, events and queue trace.</source>
        <translation>仿真模型（.mo）或文档（.hsm），并写出结果、事件和队列轨迹。</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="194"/>
        <location filename="../app/cli_parser.cpp" line="205"/>
        <location filename="../app/cli_parser.cpp" line="222"/>
        <location filename="../app/cli_parser.cpp" line="245"/>
        <location filename="../app/cli_parser.cpp" line="267"/>
        <source>the model: a Modelica file (.mo) or a document (.hsm)</source>
        <translation>模型：Modelica 文件（.mo）或文档（.hsm）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="201"/>
        <source>Parses and compiles a model without running it; prints its diagnostics.</source>
        <translation>解析并编译模型而不运行；输出诊断信息。</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="208"/>
        <source>print the equations in solving order with the variable each is solved for, the algebraic loops, and the zero-crossing functions and time events</source>
        <translation>按求解顺序打印方程及各自求解的变量、代数环，以及过零函数和时间事件</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="217"/>
        <source>Reruns a run saved with --record and says whether the result is identical.</source>
        <translation>重新运行用 --record 保存的运行，并说明结果是否完全相同。</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="224"/>
        <source>the run record written by simulate --record</source>
        <translation>由 simulate --record 写出的运行记录</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="229"/>
        <source>Runs a multi-module document lock-step, in frames and over the whole interval, and prints each mode&apos;s largest error against lock-step.</source>
        <translation>以锁步、分帧和整区间方式运行多模块文档，并输出各方式相对锁步的最大误差。</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="234"/>
        <source>a multi-module document</source>
        <translation>多模块文档</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="240"/>
        <source>Runs a model and says why a when-clause or a transition fired or did not fire.</source>
        <translation>运行模型，并说明 when 语句或迁移为何触发或未触发。</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="248"/>
        <source>the when-clause (or elsewhen) that starts at this line</source>
        <translation>从此行开始的 when 语句（或 elsewhen）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="253"/>
        <source>the transition with this path (chart.T1)</source>
        <translation>具有此路径的迁移（chart.T1）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="261"/>
        <source>Runs a model, tries the other orders of the events that happen at one instant, and reports the instants where the order changes the outcome.</source>
        <translation>运行模型，尝试同一时刻发生的事件的其他顺序，并报告顺序改变结果的时刻。</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="271"/>
        <source>the variables compared at the stop time, separated by commas (default: every result variable)</source>
        <translation>在停止时刻比较的变量，以逗号分隔（默认：所有结果变量）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="283"/>
        <source>try every order of an instant that has at most N (default: 24), else random ones</source>
        <translation>若某时刻的顺序数不超过 N（默认 24）则尝试全部顺序，否则尝试随机顺序</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="288"/>
        <source>random orders tried at an instant with more (default: 8)</source>
        <translation>顺序更多的时刻尝试的随机顺序数（默认 8）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="291"/>
        <source>also compare the events after each instant (the same elements at the same times)</source>
        <translation>同时比较每个时刻之后的事件（相同的元素出现在相同的时刻）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="296"/>
        <source>instants explored, the first ones (default: 1000)</source>
        <translation>探索的时刻数，从最早的开始（默认 1000）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="304"/>
        <source>Compares two runs saved with --record event by event and names the first event where they differ.</source>
        <translation>逐个事件比较两次用 --record 保存的运行，并指出它们第一次不同的事件。</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="308"/>
        <source>a run record written by simulate --record</source>
        <translation>由 simulate --record 写出的运行记录</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="310"/>
        <source>the run record to compare it with</source>
        <translation>与之比较的运行记录</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="312"/>
        <source>times and values closer than this (relative) agree (default: 1e-9)</source>
        <translation>相差小于此值（相对）的时刻和值视为一致（默认 1e-9）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="319"/>
        <source>Runs an experiment — a parameter variation, Monte Carlo replications or a sensitivity analysis — on every core, in chunks, or as a Slurm job array, and writes its results to a directory.</source>
        <translation>运行实验——参数扫描、蒙特卡洛重复或灵敏度分析——使用全部核心、分块运行或作为 Slurm 作业数组运行，并把结果写入目录。</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="326"/>
        <source>an experiment file (.json), or a document (.hsm) with an experiments section</source>
        <translation>实验文件（.json），或带有 experiments 部分的文档（.hsm）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="331"/>
        <source>the document&apos;s experiment to run (default: its first)</source>
        <translation>要运行的文档实验（默认：第一个）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="334"/>
        <source>worker threads (default: one per core)</source>
        <translation>工作线程数（默认：每个核心一个）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="344"/>
        <source>the results directory (default: NAME-results in the current directory)</source>
        <translation>结果目录（默认：当前目录下的 NAME-results）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="348"/>
        <source>run only chunk I (runs I*K ... I*K+K-1) and write it as a chunk</source>
        <translation>只运行第 I 块（运行 I*K ... I*K+K-1），并按分块写出</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="354"/>
        <source>runs per chunk (with --index or --slurm)</source>
        <translation>每块的运行数（与 --index 或 --slurm 一起使用）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="363"/>
        <source>write a Slurm job array (one task per chunk) and a dependent collect job, and submit them</source>
        <translation>写出 Slurm 作业数组（每块一个任务）和一个依赖它的汇总作业，并提交</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="367"/>
        <source>Slurm partition of the jobs</source>
        <translation>作业使用的 Slurm 分区</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="370"/>
        <source>Slurm time limit of each task (e.g. 00:30:00)</source>
        <translation>每个任务的 Slurm 时间限制（例如 00:30:00）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="373"/>
        <source>with --slurm: write the job scripts, do not submit them</source>
        <translation>与 --slurm 一起使用：只写出作业脚本，不提交</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="375"/>
        <location filename="../app/cli_parser.cpp" line="386"/>
        <location filename="../app/cli_parser.cpp" line="548"/>
        <source>print nothing but diagnostics</source>
        <translation>只输出诊断信息</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="381"/>
        <source>Merges the chunks in DIR, checks that every run is there once, and writes the files of a whole run.</source>
        <translation>合并 DIR 中的分块，检查每个运行恰好出现一次，并写出完整运行的文件。</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="385"/>
        <source>the results directory the chunks were written to</source>
        <translation>分块写入的结果目录</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="391"/>
        <source>Commands</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="397"/>
        <source>describe the options of this command</source>
        <translation>说明此命令的选项</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="400"/>
        <source>diagnostics as text or as JSON lines (default: text)</source>
        <translation>诊断信息为文本或 JSON 行（默认：文本）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="404"/>
        <source>--diagnostics must be text or json</source>
        <translation>--diagnostics 必须是 text 或 json</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="409"/>
        <source>the language of messages (default: the environment&apos;s)</source>
        <translation>消息语言（默认：取自环境）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="442"/>
        <source>the model of a .mo file to use when it holds several (default: the last)</source>
        <translation>当 .mo 文件中有多个模型时要使用的模型（默认：最后一个）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="451"/>
        <source>start time (default: the model&apos;s experiment, else 0)</source>
        <translation>开始时间（默认：模型的实验设置，否则为 0）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="415"/>
        <source>stop time (default: the model&apos;s experiment, else 1)</source>
        <translation>终止时间（默认：模型的实验设置，否则为 1）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="455"/>
        <source>output interval (default: (stop - start) / 500)</source>
        <translation>输出间隔（默认：(stop - start) / 500）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="458"/>
        <source>relative tolerance (default: 1e-6)</source>
        <translation>相对容差（默认：1e-6）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="461"/>
        <source>absolute tolerance (default: RTOL * 1e-2)</source>
        <translation>绝对容差（默认：RTOL * 1e-2）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="464"/>
        <source>the solver (default: cvode-bdf)</source>
        <translation>求解器（默认：cvode-bdf）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="479"/>
        <source>fixed step of euler and rk4, maximum step of CVODE</source>
        <translation>euler 和 rk4 的固定步长，CVODE 的最大步长</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="428"/>
        <source>--param needs NAME=VALUE</source>
        <translation>--param 需要 NAME=VALUE</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="433"/>
        <source>a parameter&apos;s value for this run (repeatable)</source>
        <translation>本次运行的参数值（可重复）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="486"/>
        <source>order of simultaneous events (default: fifo)</source>
        <translation>同时事件执行顺序（默认：fifo）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="499"/>
        <source>seed of the random numbers (default: 1)</source>
        <translation>随机数种子（默认：1）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="506"/>
        <source>the results: CSV, or MATLAB v4 in the OpenModelica/Dymola layout (.mat); - is stdout</source>
        <translation>结果：CSV，或 OpenModelica/Dymola 布局的 MATLAB v4（.mat）；- 表示标准输出</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="510"/>
        <source>the executed event steps</source>
        <translation>已执行的事件步</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="513"/>
        <source>the event queue after every event step</source>
        <translation>每个事件步之后的事件队列</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="516"/>
        <source>what each event step and each iteration of its event iteration did (CSV, or JSON lines for .jsonl)</source>
        <translation>每个事件步及其事件迭代的每次迭代所做的事（CSV，或 .jsonl 的 JSON 行）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="521"/>
        <source>solver steps allowed between two outputs or events</source>
        <translation>两次输出或事件之间允许的求解器步数</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="524"/>
        <source>memory the results may take, e.g. 500M or 2G (default: half of the RAM)</source>
        <translation>结果可占用的内存，例如 500M 或 2G（默认：内存的一半）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="527"/>
        <source>how the modules of a multi-module document run</source>
        <translation>多模块文档中各模块的运行方式</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="531"/>
        <source>--mode must be lockstep, whole or frames</source>
        <translation>--mode 必须是 lockstep、whole 或 frames</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="539"/>
        <source>frame length TK (compare: repeatable)</source>
        <translation>帧长 TK（compare：可重复）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="544"/>
        <source>the rounds of a package of projects</source>
        <translation>项目包的各轮</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="546"/>
        <source>save the run to replay it</source>
        <translation>保存本次运行以便重放</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="550"/>
        <source>also the protected variables in the results</source>
        <translation>结果中也包含受保护变量</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="553"/>
        <source>a result row per event instant (default) or after every event step</source>
        <translation>每个事件时刻一行结果（默认），或每个事件步之后一行</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="562"/>
        <source>a result column per statechart with its active state</source>
        <translation>每个状态图一列结果，记录其活动状态</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="565"/>
        <source>every random number the run draws</source>
        <translation>本次运行抽取的每个随机数</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="568"/>
        <source>take the random numbers from such a log</source>
        <translation>从这样的日志中取随机数</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="590"/>
        <source>stop when the condition becomes true, at the instant located like a state event (repeatable)</source>
        <translation>当条件变为真时停止，停止时刻按状态事件的方式定位（可重复）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="595"/>
        <source>stop when this statechart state is entered (repeatable)</source>
        <translation>进入此状态图状态时停止（可重复）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="598"/>
        <source>stop before this transition, event or when-clause (file:line) runs (repeatable)</source>
        <translation>在此迁移、事件或 when 语句（文件:行）执行前停止（可重复）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="603"/>
        <source>stop when this variable changes at an event (repeatable)</source>
        <translation>当此变量在事件中改变时停止（可重复）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="622"/>
        <source>--index needs --chunk K (the runs per chunk)</source>
        <translation>--index 需要 --chunk K（每块的运行数）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="625"/>
        <source>--chunk needs --index I, or --slurm</source>
        <translation>--chunk 需要 --index I 或 --slurm</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="628"/>
        <source>--slurm submits every chunk; it takes no --index</source>
        <translation>--slurm 会提交所有分块；不接受 --index</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="631"/>
        <source>--dry-run, --partition and --time go with --slurm</source>
        <translation>--dry-run、--partition 和 --time 需与 --slurm 一起使用</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="638"/>
        <source>missing command</source>
        <translation>缺少命令</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="672"/>
        <source>missing DIR</source>
        <translation>缺少 DIR</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="674"/>
        <source>missing EXPERIMENT</source>
        <translation>缺少 EXPERIMENT</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="675"/>
        <source>missing MODEL</source>
        <translation>缺少 MODEL</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="682"/>
        <source>explain needs --line N or --element PATH (one of them)</source>
        <translation>explain 需要 --line N 或 --element PATH（二选一）</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="685"/>
        <source>diff needs two run records</source>
        <translation>diff 需要两个运行记录</translation>
    </message>
    <message>
        <location filename="../app/cli_parser.cpp" line="688"/>
        <source>missing the run record to replay</source>
        <translation>缺少要重放的运行记录</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="442"/>
        <source>mode</source>
        <translation>方式</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="444"/>
        <source>dispatches</source>
        <translation>调度次数</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="445"/>
        <source>frames</source>
        <translation>帧数</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="446"/>
        <source>run time ms</source>
        <translation>运行时间 ms</translation>
    </message>
    <message>
        <location filename="../app/cli_simulate.cpp" line="560"/>
        <source>compare needs a multi-module document (.hsm)</source>
        <translation>compare 需要多模块文档（.hsm）</translation>
    </message>
    <message>
        <location filename="../app/cli_slurm.cpp" line="157"/>
        <source>wrote %1 (%2 tasks of up to %3 runs) and %4; submit them with:</source>
        <translation>已写出 %1（%2 个任务，每个最多 %3 次运行）和 %4；用以下命令提交：</translation>
    </message>
    <message>
        <location filename="../app/cli_slurm.cpp" line="166"/>
        <source>sbatch is not on PATH: Slurm is not installed here. The job scripts are in %1; --dry-run only writes them</source>
        <translation>PATH 中没有 sbatch：此处未安装 Slurm。作业脚本在 %1 中；--dry-run 只写出脚本</translation>
    </message>
    <message>
        <location filename="../app/cli_slurm.cpp" line="176"/>
        <source>sbatch refused the job array: %1</source>
        <translation>sbatch 拒绝了作业数组：%1</translation>
    </message>
    <message>
        <location filename="../app/cli_slurm.cpp" line="184"/>
        <source>sbatch refused the collect job: %1</source>
        <translation>sbatch 拒绝了汇总作业：%1</translation>
    </message>
    <message>
        <location filename="../app/cli_slurm.cpp" line="196"/>
        <source>submitted the job array %1 (%2 tasks of up to %3 runs) and the collect job %4; the results will be in %5</source>
        <translation>已提交作业数组 %1（%2 个任务，每个最多 %3 次运行）和汇总作业 %4；结果将写入 %5</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="78"/>
        <source>%1 of %2 runs failed:</source>
        <translation>%2 次运行中有 %1 次失败：</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="82"/>
        <source>%1: %2 runs; the first, run %3: %4</source>
        <translation>%1：%2 次运行；第一次是运行 %3：%4</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="131"/>
        <source>--index %1 is past the last chunk: %2 runs make chunks 0 to %3 of %4</source>
        <translation>--index %1 超出最后一块：%2 次运行按每块 %4 次分为第 0 到 %3 块</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="144"/>
        <source>chunk %1 (runs %2) is complete already: nothing to do</source>
        <translation>第 %1 块（运行 %2）已完成：无需再运行</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="168"/>
        <source>chunk %1: runs %2 on %3 threads in %4 s</source>
        <translation>第 %1 块：运行 %2，%3 个线程，用时 %4 s</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="195"/>
        <source>experiment %1 (%2): %3 runs on %4 threads in %5 s (%6 runs/s)</source>
        <translation>实验 %1（%2）：%3 次运行，%4 个线程，用时 %5 s（%6 次运行/s）</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="202"/>
        <source>results in %1</source>
        <translation>结果在 %1</translation>
    </message>
    <message>
        <location filename="../app/cli_sweep.cpp" line="221"/>
        <source>collected %1 runs into %2 (%3 failed)</source>
        <translation>已将 %1 次运行汇总到 %2（%3 次失败）</translation>
    </message>
</context>
<context>
    <name>hs::ui::BlockTypes</name>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="18"/>
        <source>Constant</source>
        <translation>常数</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="19"/>
        <source>Step</source>
        <translation>阶跃</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="20"/>
        <source>Ramp</source>
        <translation>斜坡</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="21"/>
        <source>Sine wave</source>
        <translation>正弦波</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="22"/>
        <source>Pulse</source>
        <translation>脉冲</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="23"/>
        <source>Clock</source>
        <translation>时钟</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="24"/>
        <source>Gain</source>
        <translation>增益</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="25"/>
        <source>Sum</source>
        <translation>求和</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="26"/>
        <source>Product</source>
        <translation>乘积</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="27"/>
        <source>Saturation</source>
        <translation>饱和</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="28"/>
        <source>Switch</source>
        <translation>切换开关</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="29"/>
        <source>Relay</source>
        <translation>继电器</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="30"/>
        <source>Lookup table</source>
        <translation>查找表</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="31"/>
        <source>Integrator</source>
        <translation>积分器</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="32"/>
        <source>Transfer function</source>
        <translation>传递函数</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="33"/>
        <source>State space</source>
        <translation>状态空间</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="34"/>
        <source>First-order lag</source>
        <translation>一阶惯性环节</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="35"/>
        <source>Unit delay</source>
        <translation>单位延迟</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="36"/>
        <source>Zero-order hold</source>
        <translation>零阶保持器</translation>
    </message>
    <message>
        <location filename="../ui/diagram/block_names.cpp" line="37"/>
        <source>Expression</source>
        <translation>表达式</translation>
    </message>
</context>
<context>
    <name>hs::ui::BreakpointModel</name>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="28"/>
        <source>condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="29"/>
        <source>state entered</source>
        <translation>进入状态</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="30"/>
        <source>state left</source>
        <translation>离开状态</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="31"/>
        <source>element runs</source>
        <translation>元素执行</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="32"/>
        <source>variable changes</source>
        <translation>变量改变</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="33"/>
        <source>warning or error</source>
        <translation>警告或错误</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="147"/>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="177"/>
        <source>Stops before an event of the when-clause or equation on line %1 runs</source>
        <translation>在第 %1 行的 when 子句或方程的事件执行之前暂停</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="183"/>
        <source>line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="185"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="186"/>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="191"/>
        <location filename="../ui/window/debug_docks.cpp" line="388"/>
        <source>every hit</source>
        <translation>每次命中</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="191"/>
        <location filename="../ui/window/debug_docks.cpp" line="388"/>
        <source>from hit %1</source>
        <translation>从第 %1 次命中起</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="231"/>
        <source>A condition that must also hold for a hit to count</source>
        <translation>命中被计数时还必须成立的条件</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="232"/>
        <source>The run stops at this hit and at every one after it</source>
        <translation>运行在这次命中及之后的每次命中处暂停</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="233"/>
        <source>Hits counted in this run</source>
        <translation>本次运行中计数的命中次数</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="239"/>
        <source>On</source>
        <translation>启用</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="240"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="241"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="242"/>
        <source>Guard</source>
        <translation>守卫条件</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="243"/>
        <source>Stop</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="244"/>
        <source>Hits</source>
        <translation>命中</translation>
    </message>
</context>
<context>
    <name>hs::ui::CompareView</name>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="130"/>
        <source>Running lock-step, frames and whole interval…</source>
        <translation>正在运行锁步、帧和整区间…</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="195"/>
        <source>Lock-step</source>
        <translation>锁步</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="195"/>
        <source>Frames TK = %1</source>
        <translation>帧 TK = %1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="195"/>
        <source>Whole interval</source>
        <translation>整区间</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="214"/>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="224"/>
        <source>%1: error against lock-step</source>
        <translation>%1：相对锁步的误差</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="264"/>
        <source>Frame TK</source>
        <translation>帧长 TK</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="265"/>
        <source>Run comparison</source>
        <translation>运行比较</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="267"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="267"/>
        <source>Activations</source>
        <translation>激活次数</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="267"/>
        <source>Frames</source>
        <translation>帧数</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="267"/>
        <source>Run time (ms)</source>
        <translation>运行时间（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="267"/>
        <source>Largest error</source>
        <translation>最大误差</translation>
    </message>
    <message>
        <location filename="../ui/cosim/compare_view.cpp" line="203"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>hs::ui::ComponentDiagram</name>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="272"/>
        <source>Library</source>
        <translation>库</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="273"/>
        <source>Component</source>
        <translation>组件</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="274"/>
        <source>Open class</source>
        <translation>打开类</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="275"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="276"/>
        <source>Delete the selected components and connections (Del)</source>
        <translation>删除所选组件和连接（Del）</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="277"/>
        <source>Rotate</source>
        <translation>旋转</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="278"/>
        <source>Rotate the selected components by 90° (R)</source>
        <translation>将所选组件旋转 90°（R）</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="279"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="280"/>
        <source>Show the whole diagram</source>
        <translation>显示整个图</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="282"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="282"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="282"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="282"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="284"/>
        <source>Select a component</source>
        <translation>选择一个组件</translation>
    </message>
    <message>
        <location filename="../ui/components/component_diagram.cpp" line="379"/>
        <source>&apos;%1&apos; is not connected</source>
        <translation>&apos;%1&apos; 未连接</translation>
    </message>
</context>
<context>
    <name>hs::ui::DebugDocks</name>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="176"/>
        <source>Breakpoint: %1 %2</source>
        <translation>断点：%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="183"/>
        <source>Breakpoint on line %1</source>
        <translation>第 %1 行的断点</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="183"/>
        <source>Breakpoint on line %1 removed</source>
        <translation>已移除第 %1 行的断点</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="305"/>
        <source>Go to</source>
        <translation>转到</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="308"/>
        <source>Disable</source>
        <translation>禁用</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="308"/>
        <source>Enable</source>
        <translation>启用</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="311"/>
        <location filename="../ui/window/debug_docks.cpp" line="323"/>
        <location filename="../ui/window/debug_docks.cpp" line="364"/>
        <location filename="../ui/window/debug_docks.cpp" line="368"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="313"/>
        <location filename="../ui/window/debug_docks.cpp" line="365"/>
        <source>Remove all</source>
        <translation>全部移除</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="340"/>
        <source>Breakpoints</source>
        <translation>断点</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="341"/>
        <source>Watch</source>
        <translation>监视</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="347"/>
        <source>A condition, e.g. h &lt; 0.5 and v &lt; 0</source>
        <translation>条件，例如 h &lt; 0.5 and v &lt; 0</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="351"/>
        <source>A state, e.g. chart.On</source>
        <translation>状态，例如 chart.On</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="354"/>
        <source>A transition or event, e.g. chart.T1, or file:line</source>
        <translation>迁移或事件，例如 chart.T1，或 文件:行</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="356"/>
        <source>A variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="358"/>
        <source>Any warning or error</source>
        <translation>任何警告或错误</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="361"/>
        <source>What stops the run</source>
        <translation>什么使运行暂停</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="362"/>
        <location filename="../ui/window/debug_docks.cpp" line="367"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="363"/>
        <source>Add the breakpoint (Enter)</source>
        <translation>添加断点 (Enter)</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="366"/>
        <source>An expression, e.g. v^2/2 + g*h</source>
        <translation>表达式，例如 v^2/2 + g*h</translation>
    </message>
    <message>
        <location filename="../ui/window/debug_docks.cpp" line="393"/>
        <source>Stopped at t = %1: %2</source>
        <translation>已在 t = %1 暂停：%2</translation>
    </message>
</context>
<context>
    <name>hs::ui::DiffView</name>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="66"/>
        <source>Open Run Record</source>
        <translation>打开运行记录</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="66"/>
        <source>Run records (*.json);;All files (*)</source>
        <translation>运行记录 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="129"/>
        <source>Run A:</source>
        <translation>运行 A：</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="130"/>
        <source>Run B:</source>
        <translation>运行 B：</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="132"/>
        <source>Current Run</source>
        <translation>当前运行</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="133"/>
        <source>The run on screen as it is when Compare is pressed</source>
        <translation>按下“比较”时屏幕上运行的状态</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="134"/>
        <source>Keep Current Run</source>
        <translation>保留当前运行</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="136"/>
        <source>The run on screen as it is now, kept for comparison with a later run</source>
        <translation>屏幕上运行的当前状态，保留下来与之后的运行比较</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="138"/>
        <source>Open Record…</source>
        <translation>打开记录…</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="139"/>
        <source>A run record written by hybridstudio-cli simulate --record</source>
        <translation>由 hybridstudio-cli simulate --record 写出的运行记录</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="142"/>
        <source>Relative tolerance:</source>
        <translation>相对容差：</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="143"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="144"/>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="144"/>
        <source>Run A</source>
        <translation>运行 A</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="144"/>
        <source>Run B</source>
        <translation>运行 B</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="150"/>
        <source>Choose two runs and press Compare: they are aligned event by event, and the first event where they part is marked.</source>
        <translation>选择两次运行并按“比较”：它们将逐个事件对齐，并标出首个出现分歧的事件。</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="182"/>
        <source>(none)</source>
        <translation>（未选择）</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="183"/>
        <source>the current run</source>
        <translation>当前运行</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="184"/>
        <source>the run kept at %1</source>
        <translation>%1 保留的运行</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/diff_view.cpp" line="222"/>
        <source>The current run (%n event(s)) is kept as run %1</source>
        <translation>
            <numerusform>当前运行（%n 个事件）已保留为运行 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="234"/>
        <source>%1: cannot be read</source>
        <translation>%1：无法读取</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="257"/>
        <source>The tolerance must be a number of zero or more, such as 1e-9.</source>
        <translation>容差必须是大于或等于零的数，例如 1e-9。</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="265"/>
        <source>Choose run %1 first.</source>
        <translation>请先选择运行 %1。</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="161"/>
        <source>The runs part at event %1 (t = %2): %3.</source>
        <translation>两次运行在事件 %1（t = %2）处出现分歧：%3。</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="165"/>
        <source>Run A has %1 events, run B %2.</source>
        <translation>运行 A 有 %1 个事件，运行 B 有 %2 个。</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="167"/>
        <source>The runs agree: %1 events, the same elements at the same times, values within a relative %2.</source>
        <translation>两次运行一致：%1 个事件，相同的元素出现在相同的时刻，数值在相对容差 %2 以内。</translation>
    </message>
    <message>
        <location filename="../ui/window/diff_view.cpp" line="174"/>
        <source>%1 replayed on the model on screen differs from its record: %2</source>
        <translation>%1 在屏幕上的模型中重放的结果与其记录不同：%2</translation>
    </message>
</context>
<context>
    <name>hs::ui::DocumentController</name>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="124"/>
        <location filename="../ui/window/document_controller.cpp" line="128"/>
        <location filename="../ui/window/document_controller.cpp" line="156"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="124"/>
        <source>Cannot read %1.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="156"/>
        <source>%1 is not a valid HybridStudio document; see Messages.</source>
        <translation>%1 不是有效的 HybridStudio 文档；请查看“消息”。</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="203"/>
        <source>Restored the unsaved changes of %1</source>
        <translation>已恢复 %1 的未保存更改</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="240"/>
        <source>Cannot keep a recovery copy: %1</source>
        <translation>无法保留恢复副本：%1</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="253"/>
        <source>Save Model</source>
        <translation>保存模型</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="254"/>
        <source>HybridStudio models (*.hsm *.mo)</source>
        <translation>HybridStudio 模型 (*.hsm *.mo)</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="275"/>
        <location filename="../ui/window/document_controller.cpp" line="303"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="275"/>
        <source>A .mo file holds equations only; save this model as a .hsm document to keep its statecharts, events and modules.</source>
        <translation>.mo 文件只保存方程；请将此模型另存为 .hsm 文档，以保留其状态图、事件和模块。</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="286"/>
        <source>the event policy, seed and absolute tolerance</source>
        <translation>同时事件执行顺序、随机种子和绝对容差</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="303"/>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="311"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="316"/>
        <source>Save as .mo</source>
        <translation>另存为 .mo</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="317"/>
        <source>%1 is a Modelica text: it keeps the equations and the experiment settings, but not %2.</source>
        <translation>%1 是 Modelica 文本：它保留方程和实验设置，但不保留%2。</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="318"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="321"/>
        <source>Save as a .hsm document to keep everything.</source>
        <translation>若要保留全部内容，请另存为 .hsm 文档。</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="328"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="329"/>
        <source>The model has been modified. Save the changes?</source>
        <translation>模型已被修改。是否保存更改？</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="339"/>
        <source>%1 is a library block: edit its parameters on the module diagram.</source>
        <translation>%1 是库功能块：请在模块图中编辑其参数。</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="402"/>
        <source>Experiment Settings</source>
        <translation>实验设置</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="128"/>
        <source>%1 was not opened: %2.</source>
        <translation>未打开 %1：%2。</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="282"/>
        <source>its plots</source>
        <translation>其图表</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="283"/>
        <source>its experiments (parameter variations)</source>
        <translation>其实验（参数变化）</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="403"/>
        <source>The settings were not written into the model: its text has no &apos;end Name;&apos; to write them before.</source>
        <translation>设置未写入模型：其文本中没有可在其前写入的 &apos;end 名称;&apos;。</translation>
    </message>
    <message>
        <location filename="../ui/window/document_controller.cpp" line="416"/>
        <source>Experiment settings</source>
        <translation>实验设置</translation>
    </message>
</context>
<context>
    <name>hs::ui::EffectsModel</name>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="363"/>
        <source>The mean of the absolute elementary effects: the importance of the parameter</source>
        <translation>基本效应绝对值的均值：参数的重要性</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="366"/>
        <source>The standard deviation of the elementary effects: non-linearity or interaction</source>
        <translation>基本效应的标准差：非线性或交互作用</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="370"/>
        <source>(y(base + δ) − y(base − δ)) / 2δ</source>
        <translation>(y(base + δ) − y(base − δ)) / 2δ</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="372"/>
        <source>Relative change of the output per relative change of the parameter</source>
        <translation>输出的相对变化与参数的相对变化之比</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="379"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="381"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="387"/>
        <source>Effects</source>
        <translation>效应数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="390"/>
        <source>Base</source>
        <translation>基准值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="390"/>
        <source>Delta</source>
        <translation>增量</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="390"/>
        <source>Effect</source>
        <translation>效应</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="390"/>
        <source>Elasticity</source>
        <translation>弹性</translation>
    </message>
</context>
<context>
    <name>hs::ui::EquationEditor</name>
    <message>
        <location filename="../ui/editor/editor_completion.cpp" line="39"/>
        <source>elements %1[%2] … %1[%3]</source>
        <translation>元素 %1[%2] … %1[%3]</translation>
    </message>
    <message>
        <location filename="../ui/editor/editor_completion.cpp" line="45"/>
        <source>function %1(%2)</source>
        <translation>函数 %1(%2)</translation>
    </message>
    <message>
        <location filename="../ui/editor/editor_completion.cpp" line="51"/>
        <source>record %1(%2)</source>
        <translation>记录 %1(%2)</translation>
    </message>
    <message>
        <location filename="../ui/editor/editor_completion.cpp" line="54"/>
        <source>enumeration %1: %2</source>
        <translation>枚举 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/editor/equation_editor.cpp" line="619"/>
        <source>Toggle Breakpoint</source>
        <translation>切换断点</translation>
    </message>
    <message>
        <location filename="../ui/editor/equation_editor.cpp" line="620"/>
        <source>Why Did This When-Clause Fire (or Not)?</source>
        <translation>此 when 子句为何触发（或未触发）？</translation>
    </message>
    <message>
        <location filename="../ui/editor/equation_editor.cpp" line="622"/>
        <source>Show in Structure</source>
        <translation>在结构中显示</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExamplesGallery</name>
    <message>
        <location filename="../ui/window/examples_gallery.cpp" line="236"/>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <location filename="../ui/window/examples_gallery.cpp" line="237"/>
        <source>Double-click an example to open it.</source>
        <translation>双击示例即可打开。</translation>
    </message>
    <message>
        <location filename="../ui/window/examples_gallery.cpp" line="238"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExperimentDialog</name>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="38"/>
        <source>Experiment Settings</source>
        <translation>实验设置</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="62"/>
        <source>(stop − start)/500</source>
        <translation>(终止 − 开始)/500</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="63"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="151"/>
        <source>Start time</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="64"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="153"/>
        <source>Stop time</source>
        <translation>终止时间</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="71"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="164"/>
        <source>Output interval</source>
        <translation>输出间隔</translation>
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
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="91"/>
        <source>Solver</source>
        <translation>求解器</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="92"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="177"/>
        <source>Step</source>
        <translation>步长</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="93"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="186"/>
        <source>Relative tolerance</source>
        <translation>相对容差</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="94"/>
        <location filename="../ui/window/experiment_dialog.cpp" line="196"/>
        <source>Absolute tolerance</source>
        <translation>绝对容差</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="101"/>
        <source>Simultaneous events</source>
        <translation>同时事件执行顺序</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="102"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="106"/>
        <source>Lock-step</source>
        <translation>锁步</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="106"/>
        <source>Whole interval</source>
        <translation>整区间</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="106"/>
        <source>Frames</source>
        <translation>帧</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="111"/>
        <source>Run mode</source>
        <translation>运行模式</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="112"/>
        <source>Exchange step Δt</source>
        <translation>交换步长 Δt</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="68"/>
        <source>The package&apos;s end time</source>
        <translation>项目包的终止时间</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="53"/>
        <source>The last model (%1)</source>
        <translation>最后一个模型（%1）</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="57"/>
        <source>The model of the source that Run simulates</source>
        <translation>“运行”所仿真的源文件中的模型</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="58"/>
        <source>Model to run</source>
        <translation>要运行的模型</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="76"/>
        <source>CVODE BDF (stiff)</source>
        <translation>CVODE BDF（刚性）</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="76"/>
        <source>CVODE Adams</source>
        <translation>CVODE Adams</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="76"/>
        <source>Euler (fixed step)</source>
        <translation>欧拉法（定步长）</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="76"/>
        <source>Runge–Kutta 4 (fixed step)</source>
        <translation>四阶龙格–库塔（定步长）</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="78"/>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="79"/>
        <source>The fixed step of Euler and Runge–Kutta 4; the largest step of CVODE</source>
        <translation>欧拉法和四阶龙格–库塔的固定步长；CVODE 的最大步长</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="81"/>
        <source>relative tolerance × 0.01</source>
        <translation>相对容差 × 0.01</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="113"/>
        <source>Frame length TK</source>
        <translation>帧长 TK</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="118"/>
        <source>Save these settings in the model</source>
        <translation>将这些设置保存到模型中</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="120"/>
        <source>Writes them into the document: the experiment annotation of a .mo model, the experiment section of a .hsm document</source>
        <translation>将其写入文档：.mo 模型的 experiment 注解，.hsm 文档的 experiment 部分</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="146"/>
        <source>%1: &apos;%2&apos; is not a number.</source>
        <translation>%1：“%2”不是数字。</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="156"/>
        <source>The stop time must be after the start time.</source>
        <translation>终止时间必须晚于开始时间。</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="167"/>
        <source>The output interval must be positive and not longer than the run.</source>
        <translation>输出间隔必须为正，且不长于运行时长。</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="180"/>
        <source>The step must be positive (or empty: automatic).</source>
        <translation>步长必须为正（或留空：自动）。</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="189"/>
        <source>The relative tolerance must be between 0 and 1.</source>
        <translation>相对容差必须介于 0 和 1 之间。</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="199"/>
        <source>The absolute tolerance must be positive (or empty: relative tolerance × 0.01).</source>
        <translation>绝对容差必须为正（或留空：相对容差 × 0.01）。</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="212"/>
        <source>Frame length</source>
        <translation>帧长</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="215"/>
        <source>The frame length must be a whole number of exchange steps (Δt = %1).</source>
        <translation>帧长必须是交换步长的整数倍（Δt = %1）。</translation>
    </message>
    <message>
        <location filename="../ui/window/experiment_dialog.cpp" line="224"/>
        <source>The run must be a whole number of exchange steps (Δt = %1).</source>
        <translation>运行时长必须是交换步长的整数倍（Δt = %1）。</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExperimentForm</name>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="106"/>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="107"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="108"/>
        <source>The experiment&apos;s name, unique in the document</source>
        <translation>实验名称，在文档中唯一</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="111"/>
        <source>Parameter variation</source>
        <translation>参数变化</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="111"/>
        <source>Monte Carlo</source>
        <translation>蒙特卡洛</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="112"/>
        <source>Sensitivity, one at a time</source>
        <translation>敏感性，逐个参数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="112"/>
        <source>Sensitivity, Morris</source>
        <translation>敏感性，Morris 方法</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="115"/>
        <source>Variation: a grid of parameter values. Monte Carlo: replications with parameters drawn from distributions. Sensitivity: the effect of each parameter on each output</source>
        <translation>参数变化：参数取值的网格。蒙特卡洛：参数按分布抽样的多次重复。敏感性：每个参数对每个输出的影响</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="118"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="119"/>
        <source>Outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="120"/>
        <source>Run settings</source>
        <translation>运行设置</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="121"/>
        <source>Replications</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="122"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="124"/>
        <source>Run i&apos;s random numbers come from (seed, i): any run can be repeated alone</source>
        <translation>第 i 次运行的随机数由（种子，i）决定：任何一次运行都可以单独重现</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="125"/>
        <source>Start time</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="126"/>
        <source>Stop time</source>
        <translation>终止时间</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="127"/>
        <source>Trajectories r</source>
        <translation>轨迹数 r</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="128"/>
        <source>Levels p</source>
        <translation>水平数 p</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="129"/>
        <source>An even number of grid levels of each parameter&apos;s range</source>
        <translation>每个参数范围内网格水平的个数（偶数）</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="130"/>
        <source>Description</source>
        <translation>说明</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="131"/>
        <source>what the experiment asks</source>
        <translation>实验要回答的问题</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="132"/>
        <location filename="../ui/experiment/experiment_form.cpp" line="133"/>
        <location filename="../ui/experiment/experiment_form.cpp" line="142"/>
        <location filename="../ui/experiment/experiment_form.cpp" line="143"/>
        <source>the model&apos;s, %1</source>
        <translation>模型的值，%1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="184"/>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="185"/>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1：&apos;%2&apos; 不是整数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_form.cpp" line="194"/>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1：&apos;%2&apos; 不是数字</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExperimentPanel</name>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="158"/>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="159"/>
        <source>Add an experiment to the document</source>
        <translation>向文档添加一个实验</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="160"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="162"/>
        <source>Remove the experiment shown from the document (Edit &gt; Undo brings it back)</source>
        <translation>从文档中删除当前实验（编辑 &gt; 撤销可恢复）</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="163"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="164"/>
        <source>Compile the model on screen and run every run of the experiment</source>
        <translation>编译屏幕上的模型并执行实验的全部运行</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="165"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="167"/>
        <source>Stop the experiment: the runs under way finish, the others do not start</source>
        <translation>停止实验：进行中的运行会完成，其余的不再开始</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="168"/>
        <source>Jobs</source>
        <translation>并行数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="169"/>
        <source>all cores</source>
        <translation>全部核心</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="173"/>
        <source>How many runs go at the same time (the command line&apos;s --jobs)</source>
        <translation>同时进行的运行数（命令行的 --jobs）</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="174"/>
        <source>The experiments saved in the document</source>
        <translation>文档中保存的实验</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="255"/>
        <source>An experiment needs a model that compiles:</source>
        <translation>实验需要一个能够编译的模型：</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="294"/>
        <source>No experiment could be made for this model:</source>
        <translation>无法为此模型创建实验：</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="299"/>
        <source>New experiment</source>
        <translation>新建实验</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="309"/>
        <source>Delete experiment %1</source>
        <translation>删除实验 %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="337"/>
        <source>Not saved until corrected:</source>
        <translation>更正之前不会保存：</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="344"/>
        <source>Edit experiment %1</source>
        <translation>编辑实验 %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="355"/>
        <source>The experiment needs a name.</source>
        <translation>实验需要一个名称。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="360"/>
        <source>Another experiment of the document is called %1.</source>
        <translation>文档中已有名为 %1 的实验。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="418"/>
        <location filename="../ui/experiment/experiment_panel.cpp" line="451"/>
        <source>Experiments run the model of a single-module document; this one has modules.</source>
        <translation>实验只能运行单模块文档的模型；此文档包含多个模块。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="439"/>
        <source>The document has no experiment: New adds one.</source>
        <translation>文档中没有实验：点击“新建”添加一个。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="445"/>
        <location filename="../ui/experiment/experiment_panel.cpp" line="450"/>
        <source>The experiment does not run:</source>
        <translation>实验无法运行：</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="611"/>
        <source>None of the runs selected has a trajectory to draw (a failed run has none).</source>
        <translation>所选运行均没有可绘制的轨迹（失败的运行没有轨迹）。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="133"/>
        <source>The model has errors and does not run:</source>
        <translation>模型有错误，无法运行：</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="134"/>
        <source>The experiment does not fit the model:</source>
        <translation>实验与模型不符：</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="141"/>
        <source>The experiment stopped:</source>
        <translation>实验已停止：</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="491"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="491"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="493"/>
        <source>Go on with the runs not started yet</source>
        <translation>继续执行尚未开始的运行</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="494"/>
        <source>Let the runs under way finish and start no new one</source>
        <translation>让进行中的运行完成，不再开始新的运行</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="506"/>
        <source>Experiment “%1” finished</source>
        <translation>实验“%1”已完成</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="510"/>
        <location filename="../ui/experiment/experiment_panel.cpp" line="512"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="513"/>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="514"/>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="523"/>
        <source>%1 / %2 runs</source>
        <translation>%1 / %2 次运行</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="534"/>
        <source>%1 failed · starting</source>
        <translation>失败 %1 · 正在启动</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="535"/>
        <source>%1 failed · %2 left</source>
        <translation>失败 %1 · 剩余 %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="541"/>
        <source>pausing: the runs under way finish</source>
        <translation>正在暂停：进行中的运行即将完成</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="544"/>
        <source>paused · %1 failed</source>
        <translation>已暂停 · 失败 %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="547"/>
        <source>cancelling: the runs under way finish</source>
        <translation>正在取消：进行中的运行即将完成</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="550"/>
        <source>cancelled · %1 failed</source>
        <translation>已取消 · 失败 %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="553"/>
        <source>done in %1 · %2 failed</source>
        <translation>用时 %1 完成 · 失败 %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="569"/>
        <source>Run %1 of %2</source>
        <translation>实验 %2 的第 %1 次运行</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_panel.cpp" line="531"/>
        <source>checking the experiment against the model</source>
        <translation>正在根据模型检查实验</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExperimentViews</name>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="179"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="179"/>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="179"/>
        <source>Fan chart</source>
        <translation>扇形图</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="180"/>
        <source>Scatter</source>
        <translation>散点图</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="180"/>
        <source>Histogram</source>
        <translation>直方图</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="180"/>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="184"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="185"/>
        <source>Save this view as an image (PNG, SVG, PDF) or its numbers as CSV</source>
        <translation>将此视图保存为图像（PNG、SVG、PDF）或将其数据保存为 CSV</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="188"/>
        <source>Save the table of runs as CSV (as runs.csv of the command line)</source>
        <translation>将运行表保存为 CSV（与命令行的 runs.csv 相同）</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="190"/>
        <source>Save the statistics as CSV (as summary.csv of the command line)</source>
        <translation>将统计保存为 CSV（与命令行的 summary.csv 相同）</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="192"/>
        <source>Double-click a run to open it as a simulation you can step; the runs selected are drawn in the fan chart.</source>
        <translation>双击某次运行即可将其作为可单步执行的仿真打开；选中的运行会画在扇形图中。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="194"/>
        <source>Open as a Simulation</source>
        <translation>作为仿真打开</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="195"/>
        <source>Overlay in the Plot</source>
        <translation>叠加到曲线图</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="196"/>
        <source>Overlay in Plot</source>
        <translation>叠加到曲线图</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="198"/>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="198"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="198"/>
        <location filename="../ui/experiment/experiment_views.cpp" line="199"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="266"/>
        <source>Draw the selected runs&apos; trajectories over the main plot, to compare them with single runs and with each other</source>
        <translation>在主曲线图上绘制所选运行的轨迹，以便与单次运行及彼此进行比较</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="268"/>
        <source>This experiment records no trajectories: choose some on its Outputs page to overlay its runs in the plot</source>
        <translation>此实验不记录轨迹：请在其“输出”页选择轨迹，才能把运行叠加到曲线图</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="274"/>
        <source>run number</source>
        <translation>运行编号</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="326"/>
        <source>There are no results to export: run the experiment first.</source>
        <translation>没有可导出的结果：请先运行实验。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="331"/>
        <source>A table is saved as CSV: use .csv.</source>
        <translation>表格保存为 CSV：请使用 .csv。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="350"/>
        <source>CSV file (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="351"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf);;CSV file (*.csv)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF 文档 (*.pdf);;CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_views.cpp" line="353"/>
        <location filename="../ui/experiment/experiment_views.cpp" line="363"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>hs::ui::ExploreView</name>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="112"/>
        <source>Outputs:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="113"/>
        <source>compared at the stop time; empty: every variable</source>
        <translation>在终止时刻比较；留空：所有变量</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="115"/>
        <source>Variables whose values at the stop time decide whether two orders differ, separated by commas</source>
        <translation>以逗号分隔的变量，根据它们在终止时刻的值判断两种顺序是否不同</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="117"/>
        <source>Orders per instant:</source>
        <translation>每个时刻的顺序数：</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="119"/>
        <source>Every order of an instant&apos;s items is tried when there are at most this many; else eight random ones</source>
        <translation>顺序总数不超过此值时尝试该时刻各项的所有顺序；否则随机尝试八种</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="121"/>
        <source>Events too</source>
        <translation>也比较事件</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="123"/>
        <source>Two orders also differ when the events after the instant differ (other elements, or the same at other times)</source>
        <translation>当该时刻之后的事件不同（其他元素，或相同元素出现在其他时刻）时，两种顺序也视为不同</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="125"/>
        <source>Explore</source>
        <translation>探索</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="126"/>
        <source>Show Both in Plots</source>
        <translation>在曲线图中显示两者</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="127"/>
        <source>Step into the Run&apos;s Order</source>
        <translation>进入运行的顺序</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="128"/>
        <source>Step into the Other Order</source>
        <translation>进入另一种顺序</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="130"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="130"/>
        <source>Step</source>
        <translation>步号</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="130"/>
        <source>Run&apos;s order</source>
        <translation>运行的顺序</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="130"/>
        <source>Other order</source>
        <translation>另一种顺序</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="130"/>
        <source>Difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="168"/>
        <source>Exploring the orders of simultaneous events…</source>
        <translation>正在探索同时事件的执行顺序…</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="185"/>
        <source>The model could not be explored.</source>
        <translation>无法探索该模型。</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="203"/>
        <source>Exploring: the model runs from its start, then each other order of every instant with simultaneous items…</source>
        <translation>正在探索：模型从头运行，然后对每个有同时项的时刻尝试其他每种顺序…</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="209"/>
        <source>Explore runs the model and tries the other orders of every instant at which two or more items are current together.</source>
        <translation>“探索”运行模型，并在每个同时有两个或更多当前项的时刻尝试其他顺序。</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="215"/>
        <source>No instant has two or more current items: the order cannot matter.</source>
        <translation>没有任何时刻同时有两个或更多当前项：顺序不会产生影响。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/explore_view.cpp" line="217"/>
        <source>Checked %n instant(s) with simultaneous items, %1 other orders: the outcome is the same in every order.</source>
        <translation>
            <numerusform>已检查 %n 个有同时项的时刻、%1 种其他顺序：所有顺序的结果都相同。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/explore_view.cpp" line="222"/>
        <source>The order matters at %n instant(s) (of %1 checked, %2 other orders run). Open one to see both orders in the plots.</source>
        <translation>
            <numerusform>顺序在 %n 个时刻有影响（共检查 %1 个时刻，运行了 %2 种其他顺序）。打开其中一个即可在曲线图中查看两种顺序。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="228"/>
        <source>%1 instants were not checked (the limit or the history&apos;s memory).</source>
        <translation>有 %1 个时刻未检查（达到数量上限或历史内存上限）。</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="272"/>
        <source>Running both orders of t = %1…</source>
        <translation>正在运行 t = %1 时刻的两种顺序…</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="284"/>
        <source>The orders could not be run: %1</source>
        <translation>无法运行这些顺序：%1</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="288"/>
        <source>run&apos;s order %1</source>
        <translation>运行的顺序 %1</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="289"/>
        <source>other order %1</source>
        <translation>另一种顺序 %1</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="296"/>
        <source>Both orders of t = %1 are in the plots: %2</source>
        <translation>t = %1 时刻的两种顺序已显示在曲线图中：%2</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="314"/>
        <source>At t = %1 with the order %2 planned: Step runs its items one by one</source>
        <translation>已到达 t = %1，并计划顺序 %2：“单步”逐一执行其中各项</translation>
    </message>
    <message>
        <location filename="../ui/window/explore_view.cpp" line="319"/>
        <source>The run does not reach the instant t = %1 with these items; explore the model on screen again</source>
        <translation>运行未能以这些项到达 t = %1 时刻；请重新探索屏幕上的模型</translation>
    </message>
</context>
<context>
    <name>hs::ui::FindBar</name>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="93"/>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="118"/>
        <source>Replaced: %1</source>
        <translation>已替换：%1</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="141"/>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="142"/>
        <source>Replace with</source>
        <translation>替换为</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="143"/>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="144"/>
        <source>Whole words</source>
        <translation>全字匹配</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="145"/>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="146"/>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="147"/>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="148"/>
        <source>Replace all</source>
        <translation>全部替换</translation>
    </message>
    <message>
        <location filename="../ui/editor/find_bar.cpp" line="149"/>
        <source>Close (Esc)</source>
        <translation>关闭（Esc）</translation>
    </message>
</context>
<context>
    <name>hs::ui::HistoryModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="233"/>
        <source>Step</source>
        <translation>步号</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="234"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="235"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="236"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="237"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
</context>
<context>
    <name>hs::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="247"/>
        <location filename="../ui/window/main_window.cpp" line="499"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="247"/>
        <location filename="../ui/window/main_window.cpp" line="499"/>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U)：%1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="248"/>
        <location filename="../ui/window/main_window.cpp" line="500"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="248"/>
        <location filename="../ui/window/main_window.cpp" line="500"/>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R)：%1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="295"/>
        <source>Add statechart</source>
        <translation>添加状态图</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="486"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="487"/>
        <source>&amp;Simulation</source>
        <translation>仿真(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="488"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="489"/>
        <source>Equations</source>
        <translation>方程</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="491"/>
        <source>Add &amp;Statechart</source>
        <translation>添加状态图(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="491"/>
        <source>Add a statechart to the module shown</source>
        <translation>向当前模块添加状态图</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="492"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="493"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="494"/>
        <source>&amp;Preferences</source>
        <translation>首选项(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="495"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="497"/>
        <source>Recent &amp;Files</source>
        <translation>最近的文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="503"/>
        <source>Undo the last drawing edit</source>
        <translation>撤销上一次绘图编辑</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="504"/>
        <source>Redo the last undone drawing edit</source>
        <translation>重做上一次撤销的绘图编辑</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="512"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="513"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="514"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="515"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="516"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="517"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="517"/>
        <source>Run the simulation</source>
        <translation>运行仿真</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="518"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="518"/>
        <source>Pause the running simulation</source>
        <translation>暂停正在运行的仿真</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="519"/>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="520"/>
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="521"/>
        <source>Run &amp;Until…</source>
        <translation>运行到(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="521"/>
        <source>Run until a time, an event number or an element&apos;s next event</source>
        <translation>运行到指定时间、事件编号或某个元素的下一个事件</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="522"/>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="522"/>
        <source>End the run</source>
        <translation>结束本次运行</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="523"/>
        <source>R&amp;eset</source>
        <translation>重置(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="523"/>
        <source>Compile the model again and restart from the beginning</source>
        <translation>重新编译模型并从头开始</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="524"/>
        <source>&amp;Experiment Settings…</source>
        <translation>实验设置(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="525"/>
        <source>New &amp;Plot</source>
        <translation>新建曲线图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="527"/>
        <source>&amp;Examples…</source>
        <translation>示例(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="528"/>
        <source>&amp;About HybridStudio</source>
        <translation>关于 HybridStudio(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="529"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="533"/>
        <source>Virtual time</source>
        <translation>虚拟时间</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="534"/>
        <source>Real time ×%1</source>
        <translation>实时 ×%1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="537"/>
        <source>Virtual time runs as fast as possible; real time follows the wall clock</source>
        <translation>虚拟时间以最快速度推进；实时则跟随实际时钟</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="547"/>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_documents.cpp" line="151"/>
        <source>Diagram</source>
        <translation>图</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="645"/>
        <source>1 run overlaid in the plot; its context menu removes it</source>
        <translation>已将 1 次运行叠加到曲线图；可在曲线图的右键菜单中移除</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/main_window.cpp" line="646"/>
        <source>%n runs overlaid in the plot; its context menu removes them</source>
        <translation>
            <numerusform>已将 %n 次运行叠加到曲线图；可在曲线图的右键菜单中移除</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="227"/>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="548"/>
        <source>Plot</source>
        <translation>曲线图</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="121"/>
        <source>%1[*] — HybridStudio</source>
        <translation>%1[*] — HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="121"/>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_documents.cpp" line="149"/>
        <source>Module diagram</source>
        <translation>模块图</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_documents.cpp" line="153"/>
        <source>Compare modes</source>
        <translation>运行模式比较</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_documents.cpp" line="155"/>
        <source>Package timeline</source>
        <translation>项目包时间线</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="212"/>
        <source>Modules</source>
        <translation>模块</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="218"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="232"/>
        <source>Statecharts</source>
        <translation>状态图</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="240"/>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="284"/>
        <source>t = —</source>
        <translation>t = —</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="285"/>
        <source>events: 0</source>
        <translation>事件数：0</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="286"/>
        <location filename="../ui/window/main_window_run.cpp" line="349"/>
        <source>— events/s</source>
        <translation>— 事件/秒</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="287"/>
        <source>no model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="340"/>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="342"/>
        <source>events: %1</source>
        <translation>事件数：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/main_window_run.cpp" line="347"/>
        <source>%n events/s · %1 s/s</source>
        <translation>
            <numerusform>%n 事件/秒 · %1 秒/秒</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="198"/>
        <source>Plot %1</source>
        <translation>曲线图 %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="584"/>
        <source>Event number</source>
        <translation>事件编号</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="227"/>
        <source>Open Model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="228"/>
        <source>HybridStudio models (*.hsm *.mo);;All files (*)</source>
        <translation>HybridStudio 模型 (*.hsm *.mo);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="660"/>
        <source>About HybridStudio</source>
        <translation>关于 HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="661"/>
        <source>&lt;b&gt;HybridStudio&lt;/b&gt;&lt;p&gt;A modeling IDE for hybrid simulation: statecharts, events and equations with exactly located state events, run by one engine whose event queue you can watch and step through.&lt;/p&gt;</source>
        <translation>&lt;b&gt;HybridStudio&lt;/b&gt;&lt;p&gt;面向混合仿真的建模 IDE：状态图、事件以及带有精确定位的状态事件的方程，全部由同一个引擎运行，您可以观察其事件队列并单步执行。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="540"/>
        <source>Lock-step</source>
        <translation>锁步</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="540"/>
        <source>Whole interval</source>
        <translation>整区间</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="540"/>
        <source>Frames</source>
        <translation>帧</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="505"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="146"/>
        <source>The simulation process stopped; your model is safe. Messages says why.</source>
        <translation>仿真进程已停止；您的模型安全无损。原因见“消息”面板。</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="506"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="507"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="508"/>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="509"/>
        <source>R&amp;eplace…</source>
        <translation>替换(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="510"/>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="511"/>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="519"/>
        <source>Run exactly one event step (a frame of a network, a round of a package)</source>
        <translation>恰好执行一个事件步（模块网络的一帧，项目包的一轮）</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="520"/>
        <source>Restore the state before the last step</source>
        <translation>恢复到上一步之前的状态</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="526"/>
        <source>User &amp;Guide</source>
        <translation>用户指南(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="542"/>
        <source>How the modules of the network run: one exchange per step, each module once over the whole interval, or one exchange per frame (Experiment Settings sets the frame length)</source>
        <translation>网络中模块的运行方式：每步交换一次、每个模块在整个区间内运行一次，或每帧交换一次（帧长在实验设置中设定）</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="544"/>
        <source>modified — Run restarts</source>
        <translation>已修改 — 运行将重新开始</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="545"/>
        <source>The model on screen differs from the run loaded: Run, Step and Run Until compile it again and start from the initial state</source>
        <translation>屏幕上的模型与已加载的运行不同：运行、单步和运行到会重新编译并从初始状态开始</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="94"/>
        <source>t = %1 … %2 s</source>
        <translation>t = %1 … %2 秒</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="135"/>
        <source>The model has errors and does not run; see Messages.</source>
        <translation>模型有错误，无法运行；请查看“消息”。</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="137"/>
        <source>see Messages</source>
        <translation>请查看“消息”</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="287"/>
        <source>starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="343"/>
        <source>frame %1</source>
        <translation>第 %1 帧</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="344"/>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="350"/>
        <source>Event steps per second of wall-clock time, and model seconds per second</source>
        <translation>每秒实际时间内的事件步数，以及每秒的模型秒数</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="352"/>
        <source>at a breakpoint</source>
        <translation>位于断点</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_run.cpp" line="470"/>
        <source>The next Run starts the network again in this mode</source>
        <translation>下次运行将以此模式重新开始网络</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="582"/>
        <source>Frame number</source>
        <translation>帧号</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="583"/>
        <source>Round number</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="549"/>
        <source>Experiments</source>
        <translation>实验</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="629"/>
        <source>%1 — Step (F10) runs it event by event, Run (F5) to the end</source>
        <translation>%1 — “单步”（F10）逐个事件执行，“运行”（F5）运行到结束</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="100"/>
        <source>Stopped at a breakpoint: %1</source>
        <translation>已在断点处暂停：%1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="124"/>
        <source>Line %1 holds no equation or relation of the compiled model</source>
        <translation>第 %1 行没有已编译模型的方程或关系</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="164"/>
        <source>Running the model to explain…</source>
        <translation>正在运行模型以给出解释…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="182"/>
        <source>Why did it fire?</source>
        <translation>为何触发？</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="195"/>
        <source>At t = %1</source>
        <translation>t = %1 时</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="198"/>
        <source>The run from its start to t = %1, where the run is now.</source>
        <translation>从开始到 t = %1（当前运行所在处）的运行。</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="200"/>
        <source>The whole run, from its start to its stop time.</source>
        <translation>整个运行，从开始到结束时间。</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="206"/>
        <source>No answer: the model could not be run.</source>
        <translation>没有答案：无法运行该模型。</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="303"/>
        <source>Toggle &amp;Breakpoint</source>
        <translation>切换断点(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="304"/>
        <source>Set or clear a breakpoint on the caret&apos;s line (F9)</source>
        <translation>在光标所在行设置或清除断点 (F9)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="307"/>
        <source>Structure</source>
        <translation>结构</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="309"/>
        <source>Explore Orders</source>
        <translation>探索顺序</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="310"/>
        <source>Compare Runs</source>
        <translation>比较运行</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="312"/>
        <source>E&amp;xplore Orders</source>
        <translation>探索顺序(&amp;X)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="314"/>
        <source>Find the instants where the order of simultaneous events changes the outcome</source>
        <translation>查找同时事件的执行顺序会改变结果的时刻</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="318"/>
        <source>Co&amp;mpare Runs</source>
        <translation>比较运行(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window_debug.cpp" line="319"/>
        <source>Align two runs event by event and show where they part</source>
        <translation>逐个事件对齐两次运行并显示它们出现分歧的位置</translation>
    </message>
</context>
<context>
    <name>hs::ui::MessagesModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="263"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="263"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="263"/>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="272"/>
        <source> (t = %1)</source>
        <translation> (t = %1)</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="295"/>
        <source>Severity</source>
        <translation>严重性</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="296"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="297"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>hs::ui::ModelicaLexer</name>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="381"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="382"/>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="383"/>
        <source>Keyword</source>
        <translation>关键字</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="384"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="385"/>
        <source>Built-in function</source>
        <translation>内置函数</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="386"/>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="387"/>
        <source>String</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="388"/>
        <source>Operator</source>
        <translation>运算符</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="389"/>
        <source>Identifier</source>
        <translation>标识符</translation>
    </message>
</context>
<context>
    <name>hs::ui::ModuleDiagramEditor</name>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="204"/>
        <location filename="../ui/diagram/module_diagram.cpp" line="455"/>
        <source>Run mode</source>
        <translation>运行模式</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="244"/>
        <source>Package settings</source>
        <translation>项目包设置</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="321"/>
        <source>error: </source>
        <translation>错误：</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="322"/>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="350"/>
        <location filename="../ui/diagram/module_diagram.cpp" line="451"/>
        <source>The network is consistent.</source>
        <translation>模块网络一致。</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="365"/>
        <source>A package needs at least one project: the last one is not deleted.</source>
        <translation>项目包至少需要一个项目：最后一个项目不会被删除。</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="369"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="429"/>
        <source>Blocks (double-click or drag):</source>
        <translation>功能块（双击或拖放）：</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="430"/>
        <source>model (equations)</source>
        <translation>模型（方程）</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="453"/>
        <source>Block</source>
        <translation>功能块</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="454"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="456"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="457"/>
        <source>Exchange step Δt</source>
        <translation>交换步长 Δt</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="458"/>
        <source>Frame TK</source>
        <translation>帧长 TK</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="459"/>
        <source>Package</source>
        <translation>项目包</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="460"/>
        <source>End time</source>
        <translation>终止时间</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="461"/>
        <source>Signals</source>
        <translation>信号写入模式</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="462"/>
        <source>Results only at sync steps</source>
        <translation>仅在同步步长处记录结果</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="464"/>
        <source>Compare modes…</source>
        <translation>比较运行模式…</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="465"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="465"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="466"/>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="466"/>
        <source>Min step</source>
        <translation>最小步长</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="466"/>
        <source>Max step</source>
        <translation>最大步长</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="466"/>
        <source>Sync step</source>
        <translation>同步步长</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="466"/>
        <source>Active</source>
        <translation>启用</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="470"/>
        <source>Lock-step</source>
        <translation>锁步</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="470"/>
        <source>Whole interval</source>
        <translation>整区间</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="470"/>
        <source>Frames</source>
        <translation>帧</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="472"/>
        <source>Deferred to the sync step</source>
        <translation>延迟到同步步长处</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="472"/>
        <source>Immediate</source>
        <translation>立即</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="491"/>
        <source>Library block: %1</source>
        <translation>库功能块：%1</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="492"/>
        <source>Model module (double-click to edit its equations)</source>
        <translation>模型模块（双击编辑其方程）</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="565"/>
        <source>“%1” cannot name a module: a module name is a free identifier (letters, digits, &apos;_&apos;).</source>
        <translation>“%1”不能作为模块名：模块名必须是未被占用的标识符（字母、数字、&apos;_&apos;）。</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="570"/>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="592"/>
        <source>%1 = %2 is not taken: a parameter is a name used once in the block (letters, digits, &apos;_&apos;) with a finite number, a list of them or a text.</source>
        <translation>%1 = %2 未被接受：参数是在功能块中只出现一次的名称（字母、数字、&apos;_&apos;），其值为有限数、数列或文本。</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="598"/>
        <source>Edit parameter %1</source>
        <translation>编辑参数 %1</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="621"/>
        <source>“%1” is not taken: a step must be a positive number.</source>
        <translation>“%1”未被接受：步长必须是正数。</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="626"/>
        <source>Project settings</source>
        <translation>项目设置</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_diagram.cpp" line="463"/>
        <source>Write signals only at the sync step</source>
        <translation>仅在同步步长处写入信号</translation>
    </message>
</context>
<context>
    <name>hs::ui::ModuleScene</name>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="120"/>
        <source>equations</source>
        <translation>方程</translation>
    </message>
    <message>
        <location filename="../ui/diagram/module_scene.cpp" line="121"/>
        <source>statechart</source>
        <translation>状态图</translation>
    </message>
</context>
<context>
    <name>hs::ui::OutputEditor</name>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="55"/>
        <source>Final value</source>
        <translation>终值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="57"/>
        <source>Minimum</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="59"/>
        <source>Maximum</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="61"/>
        <source>Mean over time</source>
        <translation>时间平均值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="63"/>
        <source>Value at a time</source>
        <translation>某时刻的值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="65"/>
        <source>Time of the first event</source>
        <translation>首次事件时间</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="67"/>
        <source>Number of events</source>
        <translation>事件次数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="69"/>
        <location filename="../ui/experiment/output_editor.cpp" line="205"/>
        <source>Expression</source>
        <translation>表达式</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="197"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="197"/>
        <source>Of</source>
        <translation>内容</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="198"/>
        <source>Add output</source>
        <translation>添加输出</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="199"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="200"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="201"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="202"/>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="203"/>
        <source>At time</source>
        <translation>时刻</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="204"/>
        <source>Element</source>
        <translation>元素</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="206"/>
        <source>A when-condition as the history shows it (h &lt; 0), a transition (chart.T1) or an event</source>
        <translation>历史中显示的 when 条件（h &lt; 0）、迁移（chart.T1）或事件</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="208"/>
        <source>every event step</source>
        <translation>每个事件步</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="209"/>
        <source>of final values and earlier outputs, e.g. h_final / h0</source>
        <translation>由终值和前面的输出组成，例如 h_final / h0</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="210"/>
        <source>The output&apos;s column in the results: letters, digits and _</source>
        <translation>输出在结果中的列名：字母、数字和 _</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="215"/>
        <source>Trajectories</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="217"/>
        <source>Variables kept over time from every run, for the fan chart</source>
        <translation>每次运行中随时间保存的变量，用于扇形图</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="218"/>
        <source>Grid step</source>
        <translation>网格步长</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="219"/>
        <source>output interval</source>
        <translation>输出间隔</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="278"/>
        <source>every event</source>
        <translation>所有事件</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="280"/>
        <source>%1 at t = %2</source>
        <translation>%1，t = %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="321"/>
        <source>%1: the time is empty</source>
        <translation>%1：时刻为空</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="322"/>
        <source>%1: the time &apos;%2&apos; is not a number</source>
        <translation>%1：时刻 &apos;%2&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="340"/>
        <source>Trajectories: the grid step &apos;%1&apos; is not a number</source>
        <translation>轨迹：网格步长 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../ui/experiment/output_editor.cpp" line="375"/>
        <location filename="../ui/experiment/output_editor.cpp" line="386"/>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>hs::ui::PackageView</name>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="105"/>
        <source>The package cannot start:</source>
        <translation>项目包无法启动：</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="105"/>
        <source>This document has no package.</source>
        <translation>此文档没有项目包。</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="110"/>
        <source>Round %1, package time %2</source>
        <translation>第 %1 轮，项目包时间 %2</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="111"/>
        <source> — finished</source>
        <translation> — 已完成</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="112"/>
        <source> — failed</source>
        <translation> — 失败</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="123"/>
        <source>sync step %1</source>
        <translation>同步步长 %1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="138"/>
        <source>Step round</source>
        <translation>计算一轮</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="140"/>
        <source>Run to the end</source>
        <translation>运行到结束</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="142"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="144"/>
        <source>Bars: each project&apos;s computation in a round. Crosses: a project ahead of the package time skips the round. Vertical lines: the package time after each round. Dots: signals read at the start of a cycle — from the past, or from the producer&apos;s future (immediate writes).</source>
        <translation>条形：每个项目在一轮中的计算。叉号：超前于项目包时间的项目跳过该轮。竖线：每轮结束后的项目包时间。圆点：周期开始时读取的信号——来自过去，或来自生产者的未来（立即写入）。</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="147"/>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="147"/>
        <source>Model time</source>
        <translation>模型时间</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="147"/>
        <source>Synchronisation</source>
        <translation>同步</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="106"/>
        <source>Not started: press Reset or Step.</source>
        <translation>未启动：请按“重置”或“计算一轮”。</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="113"/>
        <source> — stopped</source>
        <translation> — 已停止</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="139"/>
        <source>Compute one round of the package (Step, F10)</source>
        <translation>计算项目包的一轮（单步，F10）</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="141"/>
        <source>Compute the rounds up to the end time (Run, F5)</source>
        <translation>计算各轮直到终止时间（运行，F5）</translation>
    </message>
    <message>
        <location filename="../ui/cosim/package_view.cpp" line="143"/>
        <source>Start the package again from its initial state (Reset, Ctrl+R)</source>
        <translation>从初始状态重新开始项目包（重置，Ctrl+R）</translation>
    </message>
</context>
<context>
    <name>hs::ui::ParameterEditor</name>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="147"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="147"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="187"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="203"/>
        <source>Values</source>
        <translation>取值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="148"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="149"/>
        <source>Add the parameter chosen on the left to the experiment</source>
        <translation>将左侧选中的参数添加到实验中</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="150"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="151"/>
        <source>Values as</source>
        <translation>取值方式</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="152"/>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="155"/>
        <source>List</source>
        <translation>列表</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="155"/>
        <source>Range with a step</source>
        <translation>按步长的范围</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="155"/>
        <source>Range with a number of points</source>
        <translation>按点数的范围</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="156"/>
        <source>Logarithmic range</source>
        <translation>对数范围</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="161"/>
        <source>Uniform</source>
        <translation>均匀分布</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="161"/>
        <source>Normal</source>
        <translation>正态分布</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="161"/>
        <source>Lognormal</source>
        <translation>对数正态分布</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="161"/>
        <source>Triangular</source>
        <translation>三角分布</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="161"/>
        <source>Discrete</source>
        <translation>离散分布</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="164"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="166"/>
        <source>numbers separated by spaces</source>
        <translation>以空格分隔的数字</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="167"/>
        <source>equal</source>
        <translation>相等</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="168"/>
        <source>1 % of the base value</source>
        <translation>基准值的 1 %</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="169"/>
        <source>The mean of the logarithm of the value</source>
        <translation>取值对数的均值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="171"/>
        <source>The standard deviation of the logarithm of the value</source>
        <translation>取值对数的标准差</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="179"/>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="181"/>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="183"/>
        <source>Step</source>
        <translation>步长</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="185"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="189"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="211"/>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="191"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="213"/>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="193"/>
        <source>Mode</source>
        <translation>众数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="195"/>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="197"/>
        <source>Standard deviation</source>
        <translation>标准差</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="199"/>
        <source>μ of the logarithm</source>
        <translation>对数的 μ</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="201"/>
        <source>σ of the logarithm</source>
        <translation>对数的 σ</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="205"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="207"/>
        <source>Base value</source>
        <translation>基准值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="209"/>
        <source>Step δ</source>
        <translation>增量 δ</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="334"/>
        <location filename="../ui/experiment/parameter_editor.cpp" line="356"/>
        <source>%1: %2 is empty</source>
        <translation>%1：%2 为空</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="342"/>
        <source>%1: %2: &apos;%3&apos; is not a number</source>
        <translation>%1：%2：&apos;%3&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="350"/>
        <source>%1: %2: &apos;%3&apos; is not a list of numbers</source>
        <translation>%1：%2：&apos;%3&apos; 不是数字列表</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="365"/>
        <source>%1: %2: &apos;%3&apos; is not a whole number</source>
        <translation>%1：%2：&apos;%3&apos; 不是整数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="442"/>
        <source>%1 … %2, step %3</source>
        <translation>%1 … %2，步长 %3</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="444"/>
        <source>%1 … %2, %3 points</source>
        <translation>%1 … %2，%3 个点</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="447"/>
        <source>%1 … %2, %3 points, logarithmic</source>
        <translation>%1 … %2，%3 个点，对数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="454"/>
        <source>uniform %1 … %2</source>
        <translation>均匀 %1 … %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="456"/>
        <source>normal, mean %1, sd %2</source>
        <translation>正态，均值 %1，标准差 %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="458"/>
        <source>lognormal, μ %1, σ %2</source>
        <translation>对数正态，μ %1，σ %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="460"/>
        <source>triangular %1 … %2 … %3</source>
        <translation>三角 %1 … %2 … %3</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="463"/>
        <source>one of %1</source>
        <translation>取自 %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="468"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="469"/>
        <source>base %1, δ %2</source>
        <translation>基准 %1，δ %2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="470"/>
        <source>the model&apos;s</source>
        <translation>模型的值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="471"/>
        <source>1 %</source>
        <translation>1 %</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="508"/>
        <source>No parameter chosen</source>
        <translation>未选择参数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="519"/>
        <source>the model&apos;s value</source>
        <translation>模型中的值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/parameter_editor.cpp" line="523"/>
        <source>the model&apos;s value, %1</source>
        <translation>模型中的值，%1</translation>
    </message>
</context>
<context>
    <name>hs::ui::PlotWidget</name>
    <message>
        <location filename="../ui/plot/plot_draw.cpp" line="81"/>
        <location filename="../ui/plot/plot_draw.cpp" line="232"/>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_draw.cpp" line="114"/>
        <source>previous run</source>
        <translation>上一次运行</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_draw.cpp" line="228"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
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
        <translation>重置缩放</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="160"/>
        <source>Crosshair</source>
        <translation>十字准线</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="165"/>
        <source>Export image…</source>
        <translation>导出图像…</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="167"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="169"/>
        <source>Copy image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="189"/>
        <source>Keep this run in the plot</source>
        <translation>在曲线图中保留此次运行</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="200"/>
        <source>Overlaid runs</source>
        <translation>叠加的运行</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="204"/>
        <source>Remove “%1”</source>
        <translation>移除“%1”</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="212"/>
        <source>Remove all overlaid runs</source>
        <translation>移除所有叠加的运行</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="220"/>
        <source>Remove variable</source>
        <translation>移除变量</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="77"/>
        <location filename="../ui/plot/plot_export.cpp" line="103"/>
        <location filename="../ui/plot/plot_export.cpp" line="116"/>
        <source>Export image</source>
        <translation>导出图像</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="104"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="120"/>
        <location filename="../ui/plot/plot_export.cpp" line="125"/>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="121"/>
        <source>CSV file (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="209"/>
        <source>run kept at %1</source>
        <translation>%1 保留的运行</translation>
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
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="170"/>
        <location filename="../ui/plot/plot_export.cpp" line="188"/>
        <source>HybridStudio plot</source>
        <translation>HybridStudio 曲线图</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="173"/>
        <location filename="../ui/plot/plot_export.cpp" line="194"/>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="203"/>
        <source>Unsupported image format &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation>不支持的图像格式“%1”：请使用 .png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="211"/>
        <source>There are no results to export.</source>
        <translation>没有可导出的结果。</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="220"/>
        <source>None of the plotted variables has results.</source>
        <translation>曲线图中的变量都没有结果。</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="174"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="89"/>
        <location filename="../ui/plot/plot_export.cpp" line="90"/>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="91"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="92"/>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="93"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_export.cpp" line="94"/>
        <source>Resolution</source>
        <translation>分辨率</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="172"/>
        <source>X axis</source>
        <translation>X 轴</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_input.cpp" line="198"/>
        <source>Remove the previous run</source>
        <translation>移除上一次运行</translation>
    </message>
</context>
<context>
    <name>hs::ui::QueueModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="55"/>
        <source>selected</source>
        <translation>已选中</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="56"/>
        <source>enabled</source>
        <translation>可执行</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="57"/>
        <source>scheduled</source>
        <translation>已调度</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="58"/>
        <source>pending</source>
        <translation>待定</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="66"/>
        <source>initial</source>
        <translation>初始</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="67"/>
        <source>time</source>
        <translation>时间事件</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="68"/>
        <source>state</source>
        <translation>状态事件</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="69"/>
        <source>sample</source>
        <translation>采样</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="70"/>
        <source>terminal</source>
        <translation>结束</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="71"/>
        <source>transition</source>
        <translation>迁移</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="72"/>
        <source>event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="73"/>
        <source>message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="136"/>
        <source>Current: can run now. Right-click to run it next.</source>
        <translation>当前：现在即可执行。右键单击可将其设为下一个执行。</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="150"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="151"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="152"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="153"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="154"/>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="155"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="59"/>
        <source>not armed</source>
        <translation>未复位</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="130"/>
        <source>%1: the current value of the crossing function; the condition becomes true when it rises through 0</source>
        <translation>%1：过零函数的当前值；当其由负变正（向上过零）时条件变为真</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="156"/>
        <source>Module</source>
        <translation>模块</translation>
    </message>
</context>
<context>
    <name>hs::ui::ResultChartView</name>
    <message>
        <location filename="../ui/experiment/result_chart_view.cpp" line="126"/>
        <location filename="../ui/experiment/result_chart_view.cpp" line="249"/>
        <location filename="../ui/experiment/result_chart_view.cpp" line="273"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_chart_view.cpp" line="247"/>
        <source>Unsupported image format &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation>不支持的图像格式 &quot;%1&quot;：请使用 .png、.svg 或 .pdf。</translation>
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
        <translation>均值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="55"/>
        <source>time, s</source>
        <translation>时间，秒</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="60"/>
        <source>No trajectories: tick variables under Outputs to see their fan over the runs.</source>
        <translation>没有轨迹：在“输出”中勾选变量即可查看其在各次运行中的扇形图。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/experiment/result_charts.cpp" line="67"/>
        <source>%1 over %n runs</source>
        <translation>
            <numerusform>%1（共 %n 次运行）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="66"/>
        <source>%1 over 1 run</source>
        <translation>%1（1 次运行）</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="72"/>
        <location filename="../ui/experiment/result_charts.cpp" line="135"/>
        <location filename="../ui/experiment/result_charts.cpp" line="159"/>
        <source>No runs yet.</source>
        <translation>尚无运行。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="91"/>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="98"/>
        <source>sample runs</source>
        <translation>样本运行</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="112"/>
        <location filename="../ui/experiment/result_charts.cpp" line="147"/>
        <source>No outputs: add one under Outputs.</source>
        <translation>没有输出：请在“输出”中添加。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="117"/>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="120"/>
        <source>%1 against %2</source>
        <translation>%1 随 %2 的变化</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="129"/>
        <location filename="../ui/experiment/result_charts.cpp" line="151"/>
        <source>runs</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="136"/>
        <location filename="../ui/experiment/result_charts.cpp" line="160"/>
        <source>No run has a value of %1.</source>
        <translation>没有任何运行有 %1 的值。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="153"/>
        <source>Distribution of %1 (%2 runs without a value)</source>
        <translation>%1 的分布（%2 次运行无值）</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="156"/>
        <source>Distribution of %1</source>
        <translation>%1 的分布</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="165"/>
        <source>runs per bin</source>
        <translation>每个区间的运行次数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="196"/>
        <source>The effects show when every run of the sensitivity experiment has finished.</source>
        <translation>敏感性实验的全部运行完成后才显示效应。</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="206"/>
        <source>Effects on %1 (Morris)</source>
        <translation>对 %1 的效应（Morris）</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="207"/>
        <source>Elasticity of %1</source>
        <translation>%1 的弹性</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="208"/>
        <source>effect over the parameter&apos;s range</source>
        <translation>参数范围内的效应</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="209"/>
        <source>relative change per relative change</source>
        <translation>相对变化之比</translation>
    </message>
    <message>
        <location filename="../ui/experiment/result_charts.cpp" line="211"/>
        <source>elasticity</source>
        <translation>弹性</translation>
    </message>
</context>
<context>
    <name>hs::ui::RunDocks</name>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="326"/>
        <source>Event Queue</source>
        <translation>事件队列</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="327"/>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="328"/>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="329"/>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="335"/>
        <source>Search executed events…</source>
        <translation>搜索已执行的事件…</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="361"/>
        <source>Run this next</source>
        <translation>下一个执行此项</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="364"/>
        <source>Run until this element&apos;s next event</source>
        <translation>运行到此元素的下一个事件</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="366"/>
        <source>Go to source</source>
        <translation>转到源代码</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="379"/>
        <source>Step back to here</source>
        <translation>后退到此处</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="398"/>
        <source>Remove the elements from plot</source>
        <translation>从图中移除这些元素</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="398"/>
        <source>Add the elements to plot</source>
        <translation>将这些元素添加到图中</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="399"/>
        <source>Remove from plot</source>
        <translation>从曲线图中移除</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="399"/>
        <source>Add to plot</source>
        <translation>添加到曲线图</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="402"/>
        <source>Hide the elements</source>
        <translation>隐藏元素</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="403"/>
        <source>Show the elements</source>
        <translation>显示元素</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="405"/>
        <source>Hide its variables</source>
        <translation>隐藏其变量</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="406"/>
        <source>Show its variables</source>
        <translation>显示其变量</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="411"/>
        <source>Break when it changes</source>
        <translation>在其改变时暂停</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="416"/>
        <source>Watch</source>
        <translation>监视</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="194"/>
        <source>%1 = %2 applies when the run starts again (Reset)</source>
        <translation>%1 = %2 将在运行重新开始时生效（重置）</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="237"/>
        <location filename="../ui/window/run_docks.cpp" line="333"/>
        <source>All modules</source>
        <translation>所有模块</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="269"/>
        <source>Event iterations are shown for a single model&apos;s steps</source>
        <translation>事件迭代只针对单个模型的步骤显示</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="270"/>
        <source>Step 0 is the initialization: no event iteration</source>
        <translation>第 0 步是初始化：没有事件迭代</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="275"/>
        <source>Step %1 is not in the run now</source>
        <translation>第 %1 步当前不在运行中</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="276"/>
        <source>Step %1: finding its event iterations…</source>
        <translation>第 %1 步：正在查找其事件迭代…</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="282"/>
        <source>nothing changed: the iteration ends</source>
        <translation>没有变化：迭代结束</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="284"/>
        <source>values changed: another iteration</source>
        <translation>值已改变：再迭代一次</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="285"/>
        <source>the iteration limit was reached</source>
        <translation>已达到迭代次数上限</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="286"/>
        <source>the action ran</source>
        <translation>动作已执行</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="302"/>
        <source>Step %1 at t = %2: %3</source>
        <translation>第 %1 步，t = %2：%3</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="308"/>
        <source>Action</source>
        <translation>动作</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="308"/>
        <source>Iteration %1</source>
        <translation>第 %1 次迭代</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="312"/>
        <source>relations changed: %1</source>
        <translation>改变的关系：%1</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="313"/>
        <source>when-clauses fired: %1</source>
        <translation>触发的 when 子句：%1</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="314"/>
        <source>reinit: %1</source>
        <translation>reinit：%1</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="315"/>
        <source>discrete variables changed: %1</source>
        <translation>改变的离散变量：%1</translation>
    </message>
    <message>
        <location filename="../ui/window/run_docks.cpp" line="334"/>
        <source>The queue of every module, or of one</source>
        <translation>所有模块的队列，或其中一个模块的队列</translation>
    </message>
</context>
<context>
    <name>hs::ui::RunOverlays</name>
    <message>
        <location filename="../ui/window/run_overlays.cpp" line="52"/>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/window/run_overlays.cpp" line="53"/>
        <source>%1 at %2</source>
        <translation>%2 的%1</translation>
    </message>
</context>
<context>
    <name>hs::ui::RunTableModel</name>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="120"/>
        <source>The run gave a warning; open it as a simulation (double-click) to read it in Messages</source>
        <translation>此次运行产生了一条警告；将其作为仿真打开（双击）即可在“消息”中查看</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/experiment/experiment_models.cpp" line="122"/>
        <source>The run gave %n warnings; open it as a simulation (double-click) to read them in Messages</source>
        <translation>
            <numerusform>此次运行产生了 %n 条警告；将其作为仿真打开（双击）即可在“消息”中查看</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="127"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="128"/>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="128"/>
        <source>ok, 1 warning</source>
        <translation>成功，1 条警告</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/experiment/experiment_models.cpp" line="128"/>
        <source>ok, %n warnings</source>
        <translation>
            <numerusform>成功，%n 条警告</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="149"/>
        <source>The run&apos;s random seed: the run alone gives the same result with it</source>
        <translation>该运行的随机种子：单独用它运行可得到相同结果</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="153"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="160"/>
        <source>Status</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="161"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="162"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>hs::ui::RunUntilDialog</name>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="21"/>
        <source>Run Until</source>
        <translation>运行到</translation>
    </message>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="25"/>
        <source>Model time</source>
        <translation>模型时间</translation>
    </message>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="34"/>
        <source>Stop at</source>
        <translation>停止条件</translation>
    </message>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="35"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="27"/>
        <source>Next event of %1</source>
        <translation>%1 的下一个事件</translation>
    </message>
    <message>
        <location filename="../ui/window/run_until_dialog.cpp" line="69"/>
        <source>&apos;%1&apos; is not a time.</source>
        <translation>“%1”不是时间值。</translation>
    </message>
</context>
<context>
    <name>hs::ui::StatePropertyPanel</name>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="117"/>
        <source>Set initial state</source>
        <translation>设置初始状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="125"/>
        <source>Change trigger</source>
        <translation>更改触发方式</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="134"/>
        <location filename="../ui/statechart/property_panel.cpp" line="173"/>
        <source>Any message</source>
        <translation>任意消息</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="164"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="165"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="166"/>
        <source>From → to</source>
        <translation>从 → 到</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="167"/>
        <source>Trigger</source>
        <translation>触发方式</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="168"/>
        <source>Guard</source>
        <translation>守卫条件</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="169"/>
        <source>Action</source>
        <translation>动作</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="170"/>
        <source>Entry action</source>
        <translation>进入动作</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="171"/>
        <source>Exit action</source>
        <translation>退出动作</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="172"/>
        <source>Initial state of its container</source>
        <translation>所在容器的初始状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="177"/>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="177"/>
        <location filename="../ui/statechart/property_panel.cpp" line="271"/>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="177"/>
        <location filename="../ui/statechart/property_panel.cpp" line="271"/>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="177"/>
        <location filename="../ui/statechart/property_panel.cpp" line="272"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="247"/>
        <source>No statechart</source>
        <translation>无状态图</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="249"/>
        <source>State %1</source>
        <translation>状态 %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="251"/>
        <source>Transition %1</source>
        <translation>迁移 %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="253"/>
        <source>Statechart %1</source>
        <translation>状态图 %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="256"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="256"/>
        <source>Composite state</source>
        <translation>复合状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="256"/>
        <source>Final state</source>
        <translation>终止状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="257"/>
        <source>Choice point</source>
        <translation>选择点</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="271"/>
        <source>Delay</source>
        <translation>延时</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="299"/>
        <location filename="../ui/statechart/property_panel.cpp" line="311"/>
        <source>“%1” is not a free identifier.</source>
        <translation>“%1”不是可用的标识符。</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="304"/>
        <source>Rename statechart</source>
        <translation>重命名状态图</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="318"/>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/property_panel.cpp" line="328"/>
        <source>Edit %1 of %2</source>
        <translation>编辑 %2 的 %1</translation>
    </message>
</context>
<context>
    <name>hs::ui::StatechartEditor</name>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="262"/>
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="262"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="262"/>
        <source>Composite</source>
        <translation>复合状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="262"/>
        <source>Initial</source>
        <translation>初始指针</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="263"/>
        <source>Final</source>
        <translation>终止状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="263"/>
        <source>Choice</source>
        <translation>选择点</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="263"/>
        <source>Transition</source>
        <translation>迁移</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="265"/>
        <source>Select, move and resize; drag from a state&apos;s border to draw a transition</source>
        <translation>选择、移动和调整大小；从状态边框拖动即可绘制迁移</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="266"/>
        <source>State: click on the canvas or drag onto it</source>
        <translation>状态：单击画布或拖放到画布上</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="267"/>
        <source>Composite state: contains other states</source>
        <translation>复合状态：包含其他状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="268"/>
        <source>Initial pointer: click a state to make it its container&apos;s initial state</source>
        <translation>初始指针：单击一个状态，使其成为所在容器的初始状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="269"/>
        <source>Final state: the statechart stops when it is entered</source>
        <translation>终止状态：进入时状态图停止</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="270"/>
        <source>Choice point: leaves at once by the first branch whose guard holds</source>
        <translation>选择点：立即沿第一个守卫条件成立的分支离开</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="271"/>
        <source>Transition: drag from one state to another (or back to the same one)</source>
        <translation>迁移：从一个状态拖到另一个状态（或拖回同一状态）</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="276"/>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="276"/>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="276"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="276"/>
        <location filename="../ui/statechart/statechart_editor.cpp" line="333"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="276"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="277"/>
        <location filename="../ui/statechart/statechart_editor.cpp" line="319"/>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="277"/>
        <source>Cut</source>
        <translation>剪切</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="277"/>
        <source>Select all</source>
        <translation>全选</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_editor.cpp" line="277"/>
        <source>Select tool</source>
        <translation>选择工具</translation>
    </message>
</context>
<context>
    <name>hs::ui::StatechartScene</name>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="57"/>
        <source>timeout %1</source>
        <translation>超时 %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="58"/>
        <source>rate %1</source>
        <translation>速率 %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="59"/>
        <source>when %1</source>
        <translation>当 %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="61"/>
        <source>message *</source>
        <translation>消息 *</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="61"/>
        <source>message %1</source>
        <translation>消息 %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="266"/>
        <source>%1 s left</source>
        <translation>剩余 %1 秒</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="359"/>
        <source>Add state</source>
        <translation>添加状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="557"/>
        <source>Set initial state</source>
        <translation>设置初始状态</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="569"/>
        <source>Add transition</source>
        <translation>添加迁移</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="582"/>
        <source>Resize %1</source>
        <translation>调整 %1 的大小</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="603"/>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="627"/>
        <source>Straighten %1</source>
        <translation>拉直 %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="627"/>
        <source>Bend %1</source>
        <translation>弯折 %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="680"/>
        <source>Break before %1 fires</source>
        <translation>在 %1 触发前暂停</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="682"/>
        <source>Why did %1 fire (or not)?</source>
        <translation>%1 为何触发（或未触发）？</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="687"/>
        <source>Break when %1 is entered</source>
        <translation>在进入 %1 时暂停</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_scene.cpp" line="689"/>
        <source>Break when %1 is left</source>
        <translation>在离开 %1 时暂停</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_items.h" line="139"/>
        <source>entry / %1</source>
        <translation>进入 / %1</translation>
    </message>
    <message>
        <location filename="../ui/statechart/statechart_items.h" line="141"/>
        <source>exit / %1</source>
        <translation>退出 / %1</translation>
    </message>
</context>
<context>
    <name>hs::ui::StructureView</name>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="63"/>
        <source>The structure of the model appears once it compiles.</source>
        <translation>模型编译后即显示其结构。</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="78"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="79"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/structure_view.cpp" line="83"/>
        <source>Solving order (%n blocks)</source>
        <translation>
            <numerusform>求解顺序（%n 个块）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="89"/>
        <source>%1. %2 — solved for %3</source>
        <translation>%1. %2 — 求解 %3</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="96"/>
        <source>%1. algebraic loop of %2 variables, solved together by KINSOL — %3</source>
        <translation>%1. 含 %2 个变量的代数环，由 KINSOL 联立求解 — %3</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="107"/>
        <source>%1. algorithm section computing %2 — %3</source>
        <translation>%1. 计算 %2 的 algorithm 段 — %3</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="115"/>
        <source>Relations: zero-crossing functions and time events</source>
        <translation>关系：过零函数与时间事件</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="118"/>
        <source>when-condition</source>
        <translation>when 条件</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="119"/>
        <source>equation</source>
        <translation>方程</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="120"/>
        <source>statechart</source>
        <translation>状态图</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="127"/>
        <source>zero-crossing function of %1 (%2) — %3</source>
        <translation>%1 的过零函数（%2）— %3</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="128"/>
        <source>zero-crossing function of %1 (%2; reads %3) — %4</source>
        <translation>%1 的过零函数（%2；读取 %3）— %4</translation>
    </message>
    <message>
        <location filename="../ui/window/structure_view.cpp" line="132"/>
        <source>time event of %1 (%2) — %3</source>
        <translation>%1 的时间事件（%2）— %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/structure_view.cpp" line="138"/>
        <source>Samples (%n)</source>
        <translation>
            <numerusform>sample 采样（%n）</numerusform>
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
        <translation>%1：%2 个状态变量，求解顺序中 %3 个块，%4 个代数环，%5 个过零函数，%6 个时间事件，%7 个 sample</translation>
    </message>
</context>
<context>
    <name>hs::ui::SummaryModel</name>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="266"/>
        <source>Runs with a value</source>
        <translation>有值的运行数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="268"/>
        <source>Runs without a value (failed, or no such event)</source>
        <translation>无值的运行数（失败或未发生该事件）</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="270"/>
        <source>Sample standard deviation</source>
        <translation>样本标准差</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="275"/>
        <source>The %1 % confidence interval of the mean (Student&apos;s t)</source>
        <translation>均值的 %1 % 置信区间（Student t）</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="281"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="283"/>
        <source>Runs</source>
        <translation>运行数</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="285"/>
        <source>Missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="287"/>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="289"/>
        <source>SD</source>
        <translation>标准差</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="291"/>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="298"/>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="299"/>
        <source>CI %1 % low</source>
        <translation>CI %1 % 下限</translation>
    </message>
    <message>
        <location filename="../ui/experiment/experiment_models.cpp" line="300"/>
        <source>CI %1 % high</source>
        <translation>CI %1 % 上限</translation>
    </message>
</context>
<context>
    <name>hs::ui::TimelineView</name>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="148"/>
        <location filename="../ui/cosim/timeline_view.cpp" line="149"/>
        <source>model time</source>
        <translation>模型时间</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="169"/>
        <source>package time %1</source>
        <translation>项目包时间 %1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="188"/>
        <source>r%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="83"/>
        <source>computed</source>
        <translation>已计算</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="83"/>
        <source>read from the past</source>
        <translation>读取过去的值</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="84"/>
        <source>read from the future</source>
        <translation>读取未来的值</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="84"/>
        <source>× skipped round</source>
        <translation>× 跳过的轮次</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="83"/>
        <source>round 1: initial state</source>
        <translation>第 1 轮：初始状态</translation>
    </message>
</context>
<context>
    <name>hs::ui::UserGuide</name>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="21"/>
        <location filename="../ui/window/user_guide.cpp" line="27"/>
        <location filename="../ui/window/user_guide.cpp" line="116"/>
        <source>HybridStudio User Guide</source>
        <translation>HybridStudio 用户指南</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="35"/>
        <source>The window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="36"/>
        <source>The centre shows the model: the equations (Modelica text), one tab per statechart, and for a model of several modules the module diagram and the package timeline. Around it: the project tree, the event queue, the history of executed events, the variables, the plots and the messages.</source>
        <translation>中间显示模型：方程（Modelica 文本）、每个状态图一个标签页；对于多模块模型，还有模块图和项目包时间线。四周是项目树、事件队列、已执行事件的历史、变量、曲线图和消息。</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="41"/>
        <source>Running</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="41"/>
        <source>Run (F5) runs to the stop time, Pause (F6) stops where the run is, Step (F10) executes exactly one event step, Step Back (Shift+F10) restores the state before it, Run Until (Ctrl+U) stops at a time, an event number or the next event of a queue element, Stop (Shift+F5) ends the run and Reset (Ctrl+R) starts again. The IDE always runs the model on screen: after an edit of the text, a drawing or the settings, Run, Step and Run Until compile again and start from the initial state; the toolbar says so while the model on screen differs from the one loaded.</source>
        <translation>运行（F5）运行到终止时间，暂停（F6）在当前位置停下，单步（F10）恰好执行一个事件步，后退一步（Shift+F10）恢复到该步之前的状态，运行到（Ctrl+U）在某一时间、某一事件编号或某个队列元素的下一个事件处停下，停止（Shift+F5）结束运行，重置（Ctrl+R）重新开始。IDE 始终运行屏幕上的模型：编辑文本、图形或设置后，运行、单步和运行到会重新编译并从初始状态开始；只要屏幕上的模型与已加载的不同，工具栏就会提示。</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="52"/>
        <source>The event queue</source>
        <translation>事件队列</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="52"/>
        <source>Selected: the item that runs next. Enabled: current items that can run now (right-click one to run it next). Scheduled: items with a known time (timeouts, rates, time events). Pending: conditions whose time is not known yet, with the current value of their crossing function. Not armed: conditions that are true and wait to become false before they can fire again.</source>
        <translation>已选中：下一个执行的项。可执行：当前可以立即执行的项（右键单击可让其下一个执行）。已调度：时间已知的项（超时、速率、时间事件）。待定：时间尚未知道的条件，并显示其过零函数的当前值。未复位：当前为真、需要先变为假才能再次触发的条件。</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="59"/>
        <source>Experiment settings</source>
        <translation>实验设置</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="59"/>
        <source>Simulation &gt; Experiment Settings (Ctrl+E) edits the settings of the document shown: start and stop time, output interval, solver, tolerances, the order of simultaneous events and the random seed; for a network, the run mode. Each document keeps its own settings; tick &quot;Save these settings in the model&quot; to write them into the file.</source>
        <translation>“仿真 &gt; 实验设置”（Ctrl+E）编辑当前文档的设置：开始和终止时间、输出间隔、求解器、容差、同时事件执行顺序和随机种子；对于模块网络，还有运行模式。每个文档保留自己的设置；勾选“将这些设置保存到模型中”即可将其写入文件。</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="66"/>
        <source>Plots</source>
        <translation>曲线图</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="66"/>
        <source>Tick a variable in the Variables dock or drag it onto a plot. Variables with the same unit share an axis. Event instants are marked on the time axis; hover one for the values before and after. Drag to zoom, double-click to fit, right-click to export (PNG, SVG, PDF, CSV). When Run starts again, the run before stays dashed; right-click &gt; Keep this run in the plot keeps a run for good, and the same menu removes the runs kept or overlaid from an experiment.</source>
        <translation>在“变量”面板中勾选变量，或将其拖到曲线图上。单位相同的变量共用一根坐标轴。事件时刻标记在时间轴上；将鼠标悬停在标记上可查看事件前后的值。拖动可缩放，双击可适配全部，右键可导出（PNG、SVG、PDF、CSV）。重新运行时，上一次运行以虚线保留；右键 &gt;“在曲线图中保留此次运行”可长期保留某次运行，同一菜单也可移除保留的运行和从实验叠加的运行。</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="75"/>
        <source>View &gt; Experiments opens the Experiments panel. New adds an experiment over the model&apos;s first parameter: choose its kind (parameter variation, Monte Carlo, sensitivity one at a time or Morris), the parameters with their values, distributions or ranges, the outputs and the trajectories; the experiments are saved in the .hsm document. Run runs every run on all cores; Pause, Resume and Cancel act on the runs not started yet. The table lists the runs as they finish: double-click one to open it as a simulation with its parameters and seed, select some to draw them in the fan chart, or press Overlay in Plot to draw them over the main plot beside single runs. Every view exports as an image or as CSV.</source>
        <translation>“视图 &gt; 实验”打开实验面板。“新建”以模型的第一个参数添加一个实验：选择其类型（参数变化、蒙特卡洛、逐个参数的敏感性或 Morris 方法）、参数及其取值、分布或范围、输出和轨迹；实验保存在 .hsm 文档中。“运行”在全部核心上执行所有运行；“暂停”“继续”和“取消”作用于尚未开始的运行。表格在各次运行完成时列出它们：双击某次运行即可将其作为带有其参数和随机种子的仿真打开，选中若干次运行即可在扇形图中画出，或按“叠加到曲线图”把它们与单次运行一起画在主曲线图上。每个视图都可以导出为图像或 CSV。</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="89"/>
        <source>Debugging events</source>
        <translation>调试事件</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="90"/>
        <source>Breakpoints (F9 on an equation line, a state&apos;s or transition&apos;s menu on the canvas, a variable&apos;s menu, or typed in the Breakpoints dock) stop Run at the exact crossing of a condition, at a state entered or left, before an element fires, at a variable&apos;s change or at a diagnostic; Step Back goes to the state before the hit. The Watch dock evaluates expressions at every stop. A history row shows its event iterations; the editor&apos;s menu on a when-clause and a transition&apos;s menu on the canvas explain why it fired or not; the Structure dock shows the equations in solving order. Simulation &gt; Explore Orders finds the instants where the order of simultaneous events changes the outcome, overlays both orders in the plots and steps into either. Simulation &gt; Compare Runs aligns two runs event by event and marks where they part.</source>
        <translation>断点（在方程行上按 F9、画布上状态或迁移的菜单、变量的菜单，或在“断点”面板中输入）使运行精确地停在条件的过零时刻、进入或离开某状态时、元素触发之前、变量改变时或出现诊断时；“后退一步”回到命中之前的状态。“监视”面板在每次停止时计算表达式。历史中的一行显示其事件迭代；编辑器中 when 子句的菜单和画布上迁移的菜单说明它为何触发或未触发；“结构”面板按求解顺序显示方程。“仿真 &gt; 探索顺序”查找同时事件的执行顺序会改变结果的时刻，在曲线图中叠加两种顺序，并可进入其中任一种。“仿真 &gt; 比较运行”逐个事件对齐两次运行并标出它们出现分歧的位置。</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="102"/>
        <source>Modules, networks and packages</source>
        <translation>模块、网络和项目包</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="103"/>
        <source>A document of several modules runs as one network: lock-step exchanges a sample every step, frames exchange once per frame, the whole interval runs each module once. The Variables dock lists Module.var, the queue shows every module&apos;s queue or one module&apos;s. A package of projects steps one synchronisation round at a time; its timeline, its variables and the plots fill as rounds are computed.</source>
        <translation>多模块文档作为一个网络运行：锁步每步交换一次，帧模式每帧交换一次，整区间模式每个模块只运行一次。“变量”面板列出 模块.变量，队列显示所有模块的队列或其中一个模块的队列。项目包每次单步计算一轮同步；其时间线、变量和曲线图随各轮计算逐步填充。</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="111"/>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="112"/>
        <source>Errors and warnings are listed under Messages with their file:line:col; click one to go there. A run that fails stops with the reason and the model time, and nothing is lost.</source>
        <translation>错误和警告列在“消息”中，并附有 文件:行:列；单击即可跳转到该处。运行失败时会给出原因和模型时间并停止，不会丢失任何内容。</translation>
    </message>
    <message>
        <location filename="../ui/window/user_guide.cpp" line="75"/>
        <source>Experiments</source>
        <translation>实验</translation>
    </message>
</context>
<context>
    <name>hs::ui::VariablesModel</name>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="321"/>
        <source>double-click to show or hide its variables</source>
        <translation>双击显示或隐藏其变量</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/models/variables_model.cpp" line="354"/>
        <source>%n elements; double-click to show or hide them</source>
        <translation>
            <numerusform>%n 个元素；双击可显示或隐藏</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="481"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="482"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="483"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="484"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/models/variables_model.cpp" line="413"/>
        <source>Double-click to edit; the new value applies when the run starts again</source>
        <translation>双击以编辑；新值在运行重新开始时生效</translation>
    </message>
</context>
<context>
    <name>hs::ui::WatchModel</name>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="315"/>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="340"/>
        <source>Expression</source>
        <translation>表达式</translation>
    </message>
    <message>
        <location filename="../ui/models/debug_models.cpp" line="340"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ide_main.cpp" line="30"/>
        <source>HybridStudio modeling IDE</source>
        <translation>HybridStudio 建模 IDE</translation>
    </message>
    <message>
        <location filename="../app/ide_main.cpp" line="33"/>
        <source>A model (.mo) or document (.hsm) to open.</source>
        <translation>要打开的模型（.mo）或文档（.hsm）。</translation>
    </message>
    <message>
        <location filename="../app/ide_main.cpp" line="35"/>
        <source>Open the model, run it to its stop time in the IDE&apos;s simulation process, print a summary and quit.</source>
        <translation>打开模型，在集成环境的仿真进程中运行到终止时间，输出摘要后退出。</translation>
    </message>
</context>
</TS>
