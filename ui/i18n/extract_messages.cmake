# cmake -DROOT=<source dir> [-DCHECK=ON] -P ui/i18n/extract_messages.cmake
#
# The catalogue of message templates (ui/i18n/message_catalogue.cpp) is made from the
# msg("...") calls of the sources: every diagnostic's template is a string literal there.
# lupdate reads the catalogue, so the translators see every template the program can
# produce, and the translation tests check each one. Without CHECK the catalogue is
# rewritten (`make messages`); with CHECK a catalogue that differs from the sources is an
# error naming what is missing or left over.

set(catalogue ${ROOT}/ui/i18n/message_catalogue.cpp)
set(templates "")
foreach(dir core/src core/include ui app)
    file(GLOB_RECURSE files ${ROOT}/${dir}/*.cpp ${ROOT}/${dir}/*.h)
    list(SORT files)
    foreach(f ${files})
        if(f STREQUAL catalogue)
            continue()
        endif()
        file(READ ${f} text)
        # ';' separates CMake list items and '[' ']' group them: hide the three while the
        # templates are lists
        string(REPLACE ";" "@SEMICOLON@" text "${text}")
        string(REPLACE "[" "@OPEN@" text "${text}")
        string(REPLACE "]" "@CLOSE@" text "${text}")
        # msg( followed by one or more adjacent string literals
        string(REGEX MATCHALL "[^A-Za-z0-9_]msg\\(([ \t\r\n]*\"([^\"\\\\\n]|\\\\.)*\")+" calls "${text}")
        foreach(call ${calls})
            string(REGEX REPLACE "^.msg\\([ \t\r\n]*" "" literals "${call}")
            # adjacent literals are one text: "abc"  "def" -> "abcdef"
            string(REGEX REPLACE "\"[ \t\r\n]+\"" "" literal "${literals}")
            list(APPEND templates "${literal}")
        endforeach()
    endforeach()
endforeach()
list(REMOVE_DUPLICATES templates)
list(SORT templates)

set(out "// The templates of HybridStudio's messages, for the translators (lupdate reads this\n")
string(APPEND out "// file) and for the tests that check every one is translated. Generated from the\n")
string(APPEND out "// template literals of the sources' msg calls by ui/i18n/extract_messages.cmake (make messages);\n")
string(APPEND out "// do not edit.\n// clang-format off\n\n")
string(APPEND out "#include \"i18n/message_catalogue.h\"\n\n#include <QtGlobal>\n\n")
string(APPEND out "namespace hs::i18n {\n\nconst char* const kMessageCatalogue[] = {\n")
set(count 0)
foreach(t ${templates})
    string(REPLACE "@SEMICOLON@" ";" t "${t}")
    string(REPLACE "@OPEN@" "[" t "${t}")
    string(REPLACE "@CLOSE@" "]" t "${t}")
    string(APPEND out "    QT_TRANSLATE_NOOP(\"hs::Diagnostics\", ${t}),\n")
    math(EXPR count "${count} + 1")
endforeach()
string(APPEND out "};\n\nconst std::size_t kMessageCatalogueSize = ${count};\n\n}  // namespace hs::i18n\n")

if(CHECK)
    file(READ ${catalogue} current)
    if(NOT current STREQUAL out)
        message(FATAL_ERROR "ui/i18n/message_catalogue.cpp does not hold the templates of the "
                            "sources' msg(\"...\") calls; run `make messages` and translate what is new")
    endif()
    message(STATUS "the message catalogue holds the ${count} templates of the sources")
else()
    file(WRITE ${catalogue} "${out}")
    message(STATUS "ui/i18n/message_catalogue.cpp: ${count} templates")
endif()
