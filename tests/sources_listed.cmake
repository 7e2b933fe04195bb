# cmake -DROOT=<source dir> -P sources_listed.cmake
# Every C++ file of the product and its tests is named in the CMakeLists.txt of its
# nearest folder that has one (the build lists its sources explicitly, so a file that is
# not listed would silently not be built). Names the files that are missing.
set(missing "")
foreach(dir core ui app tests)
    file(GLOB_RECURSE files RELATIVE ${ROOT} ${ROOT}/${dir}/*.cpp ${ROOT}/${dir}/*.h)
    foreach(f ${files})
        # tests/fuzz builds fuzz_<target>.cpp for each name of its target list
        if(f MATCHES "^tests/(data/|fuzz/regressions/|fuzz/fuzz_)")
            continue()
        endif()
        get_filename_component(owner ${ROOT}/${f} DIRECTORY)
        while(NOT EXISTS ${owner}/CMakeLists.txt)
            get_filename_component(owner ${owner} DIRECTORY)
        endwhile()
        file(READ ${owner}/CMakeLists.txt lists)
        file(RELATIVE_PATH name ${owner} ${ROOT}/${f})
        string(FIND "${lists}" "${name}" at)
        if(at EQUAL -1)  # or named from elsewhere by its path from the top
            foreach(other ${ROOT}/CMakeLists.txt ${ROOT}/core/CMakeLists.txt ${ROOT}/ui/CMakeLists.txt
                          ${ROOT}/ui/sim/CMakeLists.txt ${ROOT}/app/CMakeLists.txt)
                file(READ ${other} text)
                string(FIND "${text}" "/${f}" at)
                if(NOT at EQUAL -1)
                    break()
                endif()
            endforeach()
        endif()
        if(at EQUAL -1)
            list(APPEND missing ${f})
        endif()
    endforeach()
endforeach()
if(missing)
    list(JOIN missing "\n  " text)
    message(FATAL_ERROR "source files not named in their CMakeLists.txt:\n  ${text}")
endif()
message(STATUS "every source file is listed")
